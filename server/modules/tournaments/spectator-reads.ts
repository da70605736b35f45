// The two reads made most — a tournament's page and the public list — answered from the process's validated copies
// (server/validated-answers.ts). The versions of what the answer is built from are read first (spectator-versions.ts,
// one small statement, shared by the reads that arrive together); a copy is sent when nothing changed and no visible
// instant of the schedule has passed since it was built. Everyone who sees a tournament as a spectator — visitors,
// and signed-in users in every tournament they have no part in — shares one copy; a player has their own (their
// registration and play), built as always when it is missing or out of date, and in a list only their elements are
// built, the rest are the shared copy's. In the list, a player's own fields have one version over every tournament,
// kept by the writes (migration 0850), and their parts of a page are found once per page copy and version. An
// organizer's answer (the escrow) and one with an ending modal to close are built afresh on every read; in the list,
// their parts are asked about among the tournaments of the page's copy, page by page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Database } from '../../db/schema.js';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  TournamentIdParamsSchema,
  TournamentSchema,
  type TournamentListQuery,
  type TournamentView,
} from '../../../src/contract/tournaments.js';
import { notFound } from '../../http-error.js';
import { earliestInstant, type AnswerPart, type KeptAnswer, type ValidatedAnswers } from '../../validated-answers.js';
import type { PlayVersions } from './play-relation.js';
import type { TournamentReader } from './tournament-reader.js';
import { StatementBatcher } from '../../db/statement-batcher.js';
import {
  BUILT_AFRESH,
  playerPartsIn,
  publicListVersion,
  signedInListVersions,
  type SignedInListVersion,
  tournamentVersions,
  viewerListVersion,
  type TournamentVersion,
  type ViewerRead,
  viewersWithListVersions,
  viewersWithTournamentVersions,
  visitorTournamentVersions,
  type ViewerWithListVersion,
  type ViewerWithTournamentVersion,
} from './spectator-versions.js';
import type { ViewerRead as AuthenticatedViewerRead } from '../../plugins/authentication.js';
import type { UserRow } from '../users/users-module.js';

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
 * One statement of a kind at the database at a time: these statements take PostgreSQL some 0.05 ms, and the socket
 * write that sends one was the largest item of a read's CPU (a third of a signed-in list read's), so the requests
 * arriving meanwhile are better gathered behind it than sent in a second one. bench:reads, two runs each: statements
 * per read 0.49 → 0.40 (signed-in list), 0.53 → 0.44 (visitors' list); signed-in list 0.36 → 0.41–0.44× the raw read,
 * visitors' list 0.46 → 0.53–0.55×, p99 unchanged or lower.
 */
const GATHERED = { maxInFlight: 1, maxBatch: 64 };

/** The tournaments of one list copy in which a player has a part, at one version of their own fields. */
interface PlayerParts {
  page: number;
  viewerVersion: string;
  parts: string[];
}

/** Players' parts kept per list page (a few dozen ids each). */
const PLAYER_PARTS_KEPT = 8192;

export class SpectatorReads {
  private readonly visitorVersions: StatementBatcher<string, string | null>;
  private readonly viewerVersions: StatementBatcher<ViewerRead, TournamentVersion | null>;
  private readonly listVersions: StatementBatcher<null, string>;
  private readonly signedInListVersions: StatementBatcher<string, SignedInListVersion>;
  private readonly listViewers: StatementBatcher<string, ViewerWithListVersion | undefined>;
  /** The list's versions read with a request's viewer (listViewerRead), until the request is gone. */
  private readonly listVersionsRead = new WeakMap<FastifyRequest, SignedInListVersion>();
  private readonly tournamentViewers: StatementBatcher<
    { subject: string; id: string },
    ViewerWithTournamentVersion | undefined
  >;
  /** A tournament's versions read with a request's viewer (tournamentViewerRead), until the request is gone. */
  private readonly tournamentVersionsRead = new WeakMap<
    FastifyRequest,
    { id: string; found: TournamentVersion | null }
  >();
  /** A player's parts of a list page, by page copy and the version of their own fields (list below). */
  private readonly playerParts = new Map<string, PlayerParts>();
  private readonly copyNumbers = new WeakMap<KeptAnswer, number>();
  private copiesNumbered = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly reader: TournamentReader,
    private readonly playVersions: PlayVersions,
    private readonly answers: ValidatedAnswers,
    /** The identity provider's key on users (the users service's issuerKey), for the viewer reads below. */
    viewerIssuer: string,
  ) {
    this.visitorVersions = new StatementBatcher((ids) => visitorTournamentVersions(db, ids, playVersions), GATHERED);
    this.viewerVersions = new StatementBatcher((reads) => tournamentVersions(db, reads, playVersions), GATHERED);
    this.listVersions = new StatementBatcher(async (reads) => {
      const version = await publicListVersion(db);
      return reads.map(() => version);
    }, GATHERED);
    this.signedInListVersions = new StatementBatcher((viewers) => signedInListVersions(db, viewers), GATHERED);
    this.listViewers = new StatementBatcher(
      (subjects) => viewersWithListVersions(db, viewerIssuer, subjects),
      GATHERED,
    );
    this.tournamentViewers = new StatementBatcher(
      (reads) => viewersWithTournamentVersions(db, viewerIssuer, reads, playVersions),
      GATHERED,
    );
  }

  /**
   * The list route's viewer read (authentication.ts ViewerRead): the signed-in viewer's user row and the list's
   * versions for them in one statement, the versions kept for list() to use.
   */
  readonly listViewerRead: AuthenticatedViewerRead = async (request, subject): Promise<UserRow | undefined> => {
    const found = await this.listViewers.submit(subject);
    if (!found) return undefined;
    this.listVersionsRead.set(request, found.list);
    return found.user;
  };

  /**
   * The tournament route's viewer read (authentication.ts ViewerRead), as listViewerRead: the viewer's user row and the
   * tournament's versions for them in one statement. It runs before the route checks its parameters, so an id the
   * route would refuse is left to it (the viewer is then looked up alone).
   */
  readonly tournamentViewerRead: AuthenticatedViewerRead = async (request, subject): Promise<UserRow | undefined> => {
    const params = TournamentIdParamsSchema.safeParse(request.params);
    if (!params.success) return undefined;
    const { id } = params.data;
    const found = await this.tournamentViewers.submit({ subject, id });
    if (!found) return undefined;
    this.tournamentVersionsRead.set(request, { id, found: found.tournament });
    return found.user;
  };

  async tournament(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    viewerId: string | null,
  ): Promise<FastifyReply | TournamentView> {
    const read = this.tournamentVersionsRead.get(request);
    const found =
      viewerId === null
        ? await this.visitorVersion(id)
        : read?.id === id
          ? read.found
          : await this.viewerVersions.submit({ id, viewerId });
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
    // Read with the viewer's row when the request was signed in with a token (listViewerRead); asked now otherwise
    // (an API key, a user created by this very request).
    const found = this.listVersionsRead.get(request) ?? (await this.signedInListVersions.submit(viewerId));
    const kept = await this.answers.kept(key, found.version, build, listParts);
    if (found.viewerVersion === null)
      return this.listCheckedPerPage(request, reply, key, kept, found.version, viewerId);
    // A player: their parts of the page are found once per page copy and version of their own fields.
    const page = this.copyNumber(kept);
    const memoKey = `${key} ${viewerId}`;
    let memo = this.playerParts.get(memoKey);
    if (!memo || memo.page !== page || memo.viewerVersion !== found.viewerVersion) {
      memo = { page, viewerVersion: found.viewerVersion, parts: await playerPartsIn(this.db, viewerId, pageOf(kept)) };
    }
    this.rememberParts(memoKey, memo);
    if (memo.parts.length === 0) return this.answers.sendKept(request, reply, kept);
    const parts = memo.parts;
    const mine = await this.answers.kept(
      `${key} viewer ${viewerId}`,
      `${page}|${found.viewerVersion}`,
      () => this.withOwn(kept, parts, viewerId),
      String,
    );
    return this.answers.sendKept(request, reply, mine);
  }

  /**
   * The list for an organizer, or a player with an ending modal to close: their parts are asked about among the
   * tournaments of the page's copy, with the versions of their fields there (viewerListVersion), page by page.
   */
  private async listCheckedPerPage(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    kept: KeptAnswer,
    version: string,
    viewerId: string,
  ): Promise<FastifyReply> {
    const own = await viewerListVersion(this.db, viewerId, pageOf(kept), this.playVersions);
    // The version moved since the copy was made: the next read builds it again; this one is answered as built now.
    if (own.version !== version) return this.withOwnAnswer(reply, kept, own.viewerParts, viewerId);
    if (own.viewerParts.length === 0) return this.answers.sendKept(request, reply, kept);
    if (own.viewerVersion === BUILT_AFRESH) return this.withOwnAnswer(reply, kept, own.viewerParts, viewerId);
    const mine = await this.answers.kept(
      `${key} viewer ${viewerId}`,
      `${this.copyNumber(kept)}|${own.viewerVersion}`,
      () => this.withOwn(kept, own.viewerParts, viewerId),
      String,
    );
    return this.answers.sendKept(request, reply, mine);
  }

  /** The page's copy with the viewer's own elements built in place of the spectator's. */
  private async withOwn(kept: KeptAnswer, viewerParts: readonly string[], viewerId: string) {
    const views = await this.reader.timedViewsOf(viewerParts, viewerId);
    const json = new Map(views.view.map((view) => [view.id, serializeTournament(view)]));
    return {
      view: `[${kept.parts!.map((part) => json.get(part.key) ?? part.json).join(',')}]`,
      changesAt: earliestInstant(kept.changesAt, views.changesAt),
    };
  }

  /** withOwn's answer sent as built (compressed by the JSON compression hook, as any answer built for one viewer). */
  private async withOwnAnswer(reply: FastifyReply, kept: KeptAnswer, viewerParts: readonly string[], viewerId: string) {
    const body = (await this.withOwn(kept, viewerParts, viewerId)).view;
    return reply.type('application/json; charset=utf-8').send(body);
  }

  /**
   * A number for each list copy (the page it holds and the instant it changes at): a copy may be built again at the
   * same version when time moves a tournament onto or off its page, and a player's parts are of one copy.
   */
  private copyNumber(kept: KeptAnswer): number {
    let number = this.copyNumbers.get(kept);
    if (number === undefined) {
      number = ++this.copiesNumbered;
      this.copyNumbers.set(kept, number);
    }
    return number;
  }

  /** Keeps a player's parts, the least recently used going first past PLAYER_PARTS_KEPT. */
  private rememberParts(key: string, memo: PlayerParts): void {
    this.playerParts.delete(key);
    this.playerParts.set(key, memo);
    if (this.playerParts.size > PLAYER_PARTS_KEPT) this.playerParts.delete(this.playerParts.keys().next().value!);
  }
}

/** The tournaments of a list copy (none without one). */
const pageOf = (copy: KeptAnswer | undefined): string[] => copy?.parts?.map((part) => part.key) ?? [];
