// The two reads a visitor makes most — a tournament's page and the public list — answered from the process's
// validated copies (server/validated-answers.ts): the versions of what the answer is built from are read first
// (visitor-versions.ts, one small statement), and the copy is sent when nothing changed and no visible instant of
// the schedule has passed since it was built. Signed-in viewers and API keys are answered by the reader directly:
// their answers carry their own registration, role and play, so no two of them are alike.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema.js';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  TournamentListSchema,
  TournamentSchema,
  type TournamentListQuery,
  type TournamentView,
} from '../../../src/contract/tournaments.js';
import { notFound } from '../../http-error.js';
import type { Clock } from '../../clock.js';
import type { ValidatedAnswers } from '../../validated-answers.js';
import type { VisitorPlayVersion } from './play-relation.js';
import type { TournamentReader } from './tournament-reader.js';
import { publicListVersion, tournamentVersion } from './visitor-versions.js';

type Serialize<T> = (body: T) => string;

// The routes' own response serializers (the zod check, then JSON), so a copy is byte for byte the route's answer.
const serializeTournament = serializerCompiler({
  schema: TournamentSchema,
  method: 'GET',
  url: apiPaths.tournament.pattern,
}) as Serialize<TournamentView>;
const serializeList = serializerCompiler({
  schema: TournamentListSchema,
  method: 'GET',
  url: apiPaths.tournaments.pattern,
}) as Serialize<TournamentView[]>;

export class VisitorReads {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly reader: TournamentReader,
    private readonly playVersion: VisitorPlayVersion,
    private readonly answers: ValidatedAnswers,
  ) {}

  async tournament(request: FastifyRequest, reply: FastifyReply, id: string): Promise<FastifyReply> {
    const version = await tournamentVersion(this.db, id, this.playVersion);
    if (version === null) throw notFound('TOURNAMENT-NOT-FOUND');
    return this.answers.send(
      request,
      reply,
      `tournament ${id}`,
      version,
      () => this.reader.timedView(id, null),
      serializeTournament,
    );
  }

  async list(request: FastifyRequest, reply: FastifyReply, filters: TournamentListQuery): Promise<FastifyReply> {
    const version = await publicListVersion(this.db, filters, this.clock.now(), this.playVersion);
    // The filters as validated, in a fixed order: the same page under any spelling of its query string.
    const key = `list ${JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))}`;
    return this.answers.send(request, reply, key, version, () => this.reader.timedList(filters, null), serializeList);
  }
}
