// The games tournaments are played in.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ServerModule } from '../server-module.js';
import { disciplinesRoutes } from './disciplines-routes.js';

export function createDisciplinesModule(options: { db: Kysely<Database> }): ServerModule {
  return {
    routes: async (api) => {
      await api.register(disciplinesRoutes, { db: options.db });
    },
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { saveDiscipline, type DisciplineEntry } from './discipline-catalogue.js';
export { disciplineCards, disciplineNamesByCode, findDisciplineByCode } from './discipline-cards.js';
export { countDisciplines } from './discipline-count.js';
