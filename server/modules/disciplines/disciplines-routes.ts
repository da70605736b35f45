// Games (disciplines): public read-only lists (SPEC §7 GET /disciplines, /disciplines/{id}).
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  DisciplineIdParamsSchema,
  DisciplineListSchema,
  DisciplineSchema,
  type Discipline,
} from '../../../src/contract/disciplines.js';
import type { Database } from '../../db/schema.js';
import type { DisciplinesTable } from './discipline-tables.js';
import { notFound } from '../../http-error.js';
import { disciplineSides } from '../../../src/domain/game-sides.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toDiscipline(row: Selectable<DisciplinesTable>): Discipline {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    platforms: row.platforms,
    imageUrl: row.image_url,
    // The sides a new tournament of this game starts with (issue 30): the discipline catalogue of game-sides.ts.
    sides: disciplineSides(row.code),
  };
}

export async function disciplinesRoutes(app: FastifyInstance, options: { db: Kysely<Database> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['disciplines'];

  routes.get(apiPaths.disciplines.pattern, { schema: { tags, response: { 200: DisciplineListSchema } } }, async () => {
    const rows = await options.db.selectFrom('disciplines').selectAll().orderBy('name').execute();
    return rows.map(toDiscipline);
  });

  // Accepts the id or the code, so links can use the readable code.
  routes.get(
    apiPaths.discipline.pattern,
    { schema: { tags, params: DisciplineIdParamsSchema, response: { 200: DisciplineSchema } } },
    async (request) => {
      const key = request.params.id;
      const row = await options.db
        .selectFrom('disciplines')
        .selectAll()
        .where((eb) => (UUID.test(key) ? eb.or([eb('id', '=', key), eb('code', '=', key)]) : eb('code', '=', key)))
        .executeTakeFirst();
      if (!row) throw notFound('DISCIPLINE-NOT-FOUND');
      return toDiscipline(row);
    },
  );
}
