// Column types the table declarations share.
import type { ColumnType } from 'kysely';

/** jsonb: written as a JSON string (both drivers accept it), read back parsed. */
export type Json<T> = ColumnType<T, string, string>;
