// The two reads made most — a tournament's page and the public list — answered from the process's validated copies
// (server/validated-answers.ts) for everyone who sees them as a spectator: visitors, and signed-in users in every
// tournament they have no part in. The versions of what the answer is built from are read first, with the
// tournaments the viewer has a part in (spectator-versions.ts, one small statement); the copy is sent when nothing
// changed and no visible instant of the schedule has passed since it was built. A tournament the viewer has a part
// in is built for them as always (their role, registration, play, escrow, ending modal); in a list, only those
// elements are, and the rest are the copy's.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { TournamentSchema, type TournamentListQuery, type TournamentView } from '../../../src/contract/tournaments.js';
import { notFound } from '../../http-error.js';
import type { Clock } from '../../clock.js';
import type { AnswerPart, ValidatedAnswers } from '../../validated-answers.js';
import type { VisitorPlayVersion } from './play-relation.js';
import type { TournamentReader } from './tournament-reader.js';
import { publicListVersion, tournamentVersion } from './spectator-versions.js';

// The route's own response serializer (the zod check, then JSON), so a copy is byte for byte the route's answer; a
// list's is the array of its elements' (TournamentListSchema is an array of TournamentSchema).
const serializeTournament = serializerCompiler({
  schema: TournamentSchema,
  method: 'GET',
  url: apiPaths.tournament.pattern,
}) as (view: TournamentView) => string;
const listParts = (views: TournamentView[]): AnswerPart[] =>
  views.map((view) => ({ key: view.id, json: serializeTournament(view) }));

export class SpectatorReads {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly reader: TournamentReader,
    private readonly playVersion: VisitorPlayVersion,
    private readonly answers: ValidatedAnswers,
  ) {}

  async tournament(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    viewerId: string | null,
  ): Promise<FastifyReply | TournamentView> {
    const found = await tournamentVersion(this.db, id, viewerId, this.playVersion);
    if (found === null) throw notFound('TOURNAMENT-NOT-FOUND');
    if (found.viewerPart) return this.reader.view(id, viewerId);
    return this.answers.send(
      request,
      reply,
      `tournament ${id}`,
      found.version,
      () => this.reader.timedView(id, null),
      serializeTournament,
    );
  }

  async list(
    request: FastifyRequest,
    reply: FastifyReply,
    filters: TournamentListQuery,
    viewerId: string | null,
  ): Promise<FastifyReply> {
    const { version, viewerParts } = await publicListVersion(
      this.db,
      filters,
      this.clock.now(),
      viewerId,
      this.playVersion,
    );
    // The filters as validated, in a fixed order: the same page under any spelling of its query string.
    const key = `list ${JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))}`;
    const kept = await this.answers.kept(key, version, () => this.reader.timedList(filters, null), listParts);
    if (viewerParts.length === 0 || viewerId === null) return this.answers.sendKept(request, reply, kept);
    const own = new Map(
      (await this.reader.viewsOf(viewerParts, viewerId)).map((view) => [view.id, serializeTournament(view)]),
    );
    const body = `[${kept.parts!.map((part) => own.get(part.key) ?? part.json).join(',')}]`;
    // Compressed by the JSON compression hook, as any answer built for one viewer.
    return reply.type('application/json; charset=utf-8').send(body);
  }
}
