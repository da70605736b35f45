// The contract's response schemas as JSON shapes, for the code of a first visit (issue 16 §3): zod costs
// ~25 KB gzip, a quarter of the /tournaments budget, so the responses a first visit reads are checked
// against the same schemas turned into JSON Schema here, at build time, and read by web/app/api/response-shape.ts.
// Only the structure is kept (types, required properties, enums, unions): bounds such as maxLength are the
// server's to enforce, and it does (its serializer encodes every response through the same schema).
import { z } from 'zod';
import type { Plugin } from 'vite';
import {
  AccountCreationUrlResponseSchema,
  LoginUrlResponseSchema,
  LogoutResponseSchema,
  TokensResponseSchema,
} from '../../src/contract/auth.js';
import { DisciplineListSchema } from '../../src/contract/disciplines.js';
import { ErrorBodySchema } from '../../src/contract/error-body.js';
import {
  LeaderboardDetailSchema,
  LeaderboardListSchema,
  LeaderboardStandingsSchema,
} from '../../src/contract/leaderboards.js';
import { TournamentChangedEventSchema } from '../../src/contract/tournament-events.js';
import { TournamentListSchema } from '../../src/contract/tournaments.js';
import { CurrentUserSchema } from '../../src/contract/users.js';

/** The schemas web/app/api/contract-shapes.ts offers, by name. */
export const CONTRACT_SHAPES = {
  AccountCreationUrlResponse: AccountCreationUrlResponseSchema,
  CurrentUser: CurrentUserSchema,
  DisciplineList: DisciplineListSchema,
  ErrorBody: ErrorBodySchema,
  LoginUrlResponse: LoginUrlResponseSchema,
  LogoutResponse: LogoutResponseSchema,
  TokensResponse: TokensResponseSchema,
  TournamentChangedEvent: TournamentChangedEventSchema,
  TournamentList: TournamentListSchema,
} satisfies Record<string, z.ZodType>;

const STRUCTURE = new Set([
  'type',
  'properties',
  'required',
  'items',
  'enum',
  'const',
  'anyOf',
  'oneOf',
  'allOf',
  'additionalProperties',
]);

/** JSON Schema reduced to the keywords response-shape.ts reads (`properties` keeps every property name). */
function structureOf(schema: unknown, underProperties = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => structureOf(item));
  if (!schema || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).filter(([key]) => underProperties || STRUCTURE.has(key));
  // `additionalProperties: false` is zod's "unknown keys are dropped", not a rejection: left out.
  return Object.fromEntries(
    entries
      .filter(([key, value]) => underProperties || key !== 'additionalProperties' || typeof value === 'object')
      .map(([key, value]) => [
        key,
        key === 'enum' || key === 'const' || key === 'required'
          ? value
          : structureOf(value, !underProperties && key === 'properties'),
      ]),
  );
}

/**
 * The public leaderboard pages' responses, in a module of their own (virtual:leaderboard-shapes) so that only
 * those pages download them: the first load of /tournaments stays as it is.
 */
export const LEADERBOARD_SHAPES = {
  LeaderboardDetail: LeaderboardDetailSchema,
  LeaderboardList: LeaderboardListSchema,
  LeaderboardStandings: LeaderboardStandingsSchema,
} satisfies Record<string, z.ZodType>;

export function contractShapes(schemas: Record<string, z.ZodType> = CONTRACT_SHAPES): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      structureOf(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })),
    ]),
  );
}

const MODULES: Record<string, Record<string, z.ZodType>> = {
  'virtual:contract-shapes': CONTRACT_SHAPES,
  'virtual:leaderboard-shapes': LEADERBOARD_SHAPES,
};

export function contractShapesPlugin(): Plugin {
  return {
    name: 'arena-contract-shapes',
    resolveId: (id) => (id in MODULES ? `\0${id}` : undefined),
    load: (id) => {
      const schemas = id.startsWith('\0') ? MODULES[id.slice(1)] : undefined;
      return schemas ? `export default ${JSON.stringify(contractShapes(schemas))};` : undefined;
    },
  };
}
