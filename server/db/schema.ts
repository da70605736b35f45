// The whole database as Kysely sees it: each area declares its tables next to its code and is merged here.
import type { CoreTables } from './core-tables.js';
import type { IdpTables } from '../idp/idp-tables.js';

export interface Database extends CoreTables, IdpTables {}
