// The two reads made most — a tournament's page and the public list — answered from the process's validated copies
// (server/validated-answers.ts). The versions of what the answer is built from are read first, with the tournaments
// the viewer has a part in and the versions of their own fields (spectator-versions.ts, one small statement); a copy
// is sent when nothing changed and no visible instant of the schedule has passed since it was built. Everyone who
// sees a tournament as a spectator — visitors, and signed-in users in every tournament they have no part in — shares
// one copy; a player has their own (their registration and play), built as always when it is missing or out of date,
// and in a list only their elements are built, the rest are the shared copy's. An organizer's answer (the escrow) and
// one with an ending modal to close are built afresh on every read. A player's parts in a list page are asked about
// among the tournaments of the page's copy held, in the same statement as the list's version.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { TournamentSchema, type TournamentListQuery, type TournamentView } from '../../../src/contract/tournaments.js';
import { notFound } from '../../http-error.js';
import { earliestInstant, type AnswerPart, type KeptAnswer, type ValidatedAnswers } from '../../validated-answers.js';
import type { PlayVersions } from './play-relation.js';
import type { TournamentReader } from './tournament-reader.js';
import { StatementBatcher } from '../../db/statement-batcher.js';
import {
  BUILT_AFRESH,
  publicListVersion,
  tournamentVersions,
  viewerListVersion,
  type TournamentVersion,
  type ViewerRead,
  visitorTournamentVersions,
} from './spectator-versions.js';

// The route's own response serializer (the zod check, then JSON), so a copy is byte for byte the route's answer; a
// list's is the array of its elements' (TournamentListSchema is an array of TournamentSchema).
const serializeTournament = serializerCompiler({
  schema: TournamentSchema,
  method: 'GET',
  url: apiPaths.tournament.pattern,
}) as (view: TournamentView) => string;
const listParts = (views: TournamentView[]): AnswerPart[] =>
  views.map((view) => ({ key: view.id, json: serializeTournament(view) }));

/**
 * Version reads of one tournament that arrive together share one statement (StatementBatcher), the visitors' and the
 * signed-in viewers' apart, as do visitors' reads of the list: each is sent after its request arrived, so it still
 * sees every write committed before, at a fraction of a round trip and a socket write each.
 */
const GATHERED = { maxInFlight: 2, maxBatch: 64 };

export class SpectatorReads {
  private readonly visitorVersions: StatementBatcher<string, string | null>;
  private readonly viewerVersions: StatementBatcher<ViewerRead, TournamentVersion | null>;
  private readonly listVersions: StatementBatcher<null, string>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly reader: TournamentReader,
    private readonly playVersions: PlayVersions,
    private readonly answers: ValidatedAnswers,
  ) {
    this.visitorVersions = new StatementBatcher((ids) => visitorTournamentVersions(db, ids, playVersions), GATHERED);
    this.viewerVersions = new StatementBatcher((reads) => tournamentVersions(db, reads, playVersions), GATHERED);
    this.listVersions = new StatementBatcher(async (reads) => {
      const version = await publicListVersion(db);
      return reads.map(() => version);
    }, GATHERED);
  }

  async tournament(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    viewerId: string | null,
  ): Promise<FastifyReply | TournamentView> {
    const found =
      viewerId === null ? await this.visitorVersion(id) : await this.viewerVersions.submit({ id, viewerId });
    if (found === null) throw notFound('TOURNAMENT-NOT-FOUND');
    if (found.viewerVersion === BUILT_AFRESH) return this.reader.view(id, viewerId);
    if (found.viewerVersion !== null) {
      return this.answers.send(
        request,
        reply,
        `tournament ${id} viewer ${viewerId}`,
        `${found.version}|${found.viewerVersion}`,
        () => this.reader.timedView(id, viewerId),
        serializeTournament,
      );
    }
    return this.answers.send(
      request,
      reply,
      `tournament ${id}`,
      found.version,
      () => this.reader.timedView(id, null),
      serializeTournament,
    );
  }

  /** A visitor's tournamentVersion (null: no tournament), asked together with the other visitors' of the moment. */
  private async visitorVersion(id: string): Promise<TournamentVersion | null> {
    const version = await this.visitorVersions.submit(id);
    return version === null ? null : { version, viewerVersion: null };
  }

  async list(
    request: FastifyRequest,
    reply: FastifyReply,
    filters: TournamentListQuery,
    viewerId: string | null,
  ): Promise<FastifyReply> {
    // The filters as validated, in a fixed order: the same page under any spelling of its query string.
    const key = `list ${JSON.stringify(Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)))}`;
    const build = () => this.reader.timedList(filters, null);
    if (viewerId === null) {
      const version = await this.listVersions.submit(null);
      return this.answers.sendKept(request, reply, await this.answers.kept(key, version, build, listParts));
    }
    // A player's parts are asked about among the tournaments of the copy held (one statement with the version); when
    // that copy turns out to be out of date, it is built again and they are asked about among its tournaments.
    const held = this.answers.anyVersionOf(key);
    let own = await viewerListVersion(this.db, viewerId, pageOf(held), this.playVersions);
    const kept = await this.answers.kept(key, own.version, build, listParts);
    const version = own.version;
    if (kept !== held) own = await viewerListVersion(this.db, viewerId, pageOf(kept), this.playVersions);
    if (own.viewerParts.length === 0) return this.answers.sendKept(request, reply, kept);
    const withOwn = async () => {
      const views = await this.reader.timedViewsOf(own.viewerParts, viewerId);
      const json = new Map(views.view.map((view) => [view.id, serializeTournament(view)]));
      return {
        view: `[${kept.parts!.map((part) => json.get(part.key) ?? part.json).join(',')}]`,
        changesAt: earliestInstant(kept.changesAt, views.changesAt),
      };
    };
    if (own.viewerVersion !== BUILT_AFRESH) {
      const mine = await this.answers.kept(
        `${key} viewer ${viewerId}`,
        `${version}|${own.viewerVersion}`,
        withOwn,
        String,
      );
      return this.answers.sendKept(request, reply, mine);
    }
    const body = (await withOwn()).view;
    // Compressed by the JSON compression hook, as any answer built for one viewer.
    return reply.type('application/json; charset=utf-8').send(body);
  }
}

/** The tournaments of a list copy (none without one). */
const pageOf = (copy: KeptAnswer | undefined): string[] => copy?.parts?.map((part) => part.key) ?? [];
