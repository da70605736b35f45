// Reads the playing half as each viewer sees it: the brackets and standings (public for published
// tournaments, so the embeddable bracket works for visitors), the viewer's own match, one match in detail
// (reports and audit trail for its players and the organizer), and the organizer's round management table.
import { sideHistories } from './side-histories.js';
import { exportTrf } from './trf-export.js';
import { trfImportOpen } from '../rounds/trf-import.js';
import { pairsLikeSwiss } from '../stages/stage-formats.js';
import type { Kysely, Selectable } from 'kysely';
import type {
  BracketsView,
  MatchDetail,
  RoundManagementView,
  RoundView,
  SeedingView,
  StandingsView,
} from '../../../../src/contract/matches.js';
import { isRoundJoinable } from '../../../../src/domain/index.js';
import type { Database } from '../../../db/schema.js';
import type { TournamentRoundsTable } from '../match-tables.js';
import type { Clock } from '../../../clock.js';
import { forbidden, notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import { loadPlayContext, type PlayContext } from '../play/play-context.js';
import { eventRows, stageRounds, stageViews, withStage } from './stage-views.js';
import { isFinal } from '../stages/stored-play.js';
import * as repo from '../play/play-repository.js';
import { MatchReads, type DetailAnswer } from './match-reads.js';
import { roundView, toEntrant, toMatchView, toReport } from './match-views.js';
import { reportingOpen, roundWindow } from '../rounds/round-windows.js';

type Db = Kysely<Database>;

/** Ranks are shown once a match other than a bye is final. */
const startedPlay = (matches: readonly repo.MatchRow[]) =>
  matches.some((match) => isFinal(match.status) && match.status !== 'BYE');
type StoredRound = Pick<Selectable<TournamentRoundsTable>, 'round_index' | 'status'>;

export class MatchesReader {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly reads = new MatchReads(db),
  ) {}

  private async rounds(ctx: PlayContext): Promise<RoundView[]> {
    const stored = await this.db
      .selectFrom('tournament_rounds')
      .select(['round_index', 'status'])
      .where('tournament_id', '=', ctx.tournamentId)
      .orderBy('round_index')
      .execute();
    return this.roundsOf(ctx, stored);
  }

  /** The tournament's rounds as shown, from its stored rounds (the ones drawn so far). */
  private roundsOf(ctx: PlayContext, stored: readonly StoredRound[]): RoundView[] {
    const seeded = Boolean(ctx.play?.seeded_at);
    // Seeded: the stored stages' rounds (a multi-stage event's later stages add theirs once drawn).
    const planned: { index: number; name: string; stage?: number }[] = seeded
      ? stageRounds(ctx).map((round) => (ctx.stages.multi ? round : { index: round.index, name: round.name }))
      : Array.from({ length: ctx.schedule.rounds.length }, (_, r) => ({ index: r, name: `Round ${r + 1}` }));
    const now = this.clock.now();
    return planned.map(({ index: r, name, stage }) => {
      const row = stored.find((round) => round.round_index === r);
      const window = ctx.schedule.rounds.length > 0 ? roundWindow(ctx.schedule, r) : null;
      // Its matches open (Match available, reports taken) 15 minutes before the window: in progress from then.
      const status = row
        ? row.status === 'IN_PROGRESS' && window && now < window.start && !reportingOpen(window, now)
          ? 'UPCOMING'
          : row.status
        : 'UPCOMING';
      return withStage(roundView(r, name, status, window), stage);
    });
  }

  /** The viewer's seed: their solo entry, or the team they play in. */
  private async viewerSeed(tournamentId: string, userId: string | null): Promise<number | null> {
    if (!userId) return null;
    const entrants = await repo.entrantsWithPeople(this.db, tournamentId);
    return entrants.find((entrant) => entrant.user_id === userId || entrant.member_ids.includes(userId))?.seed ?? null;
  }

  async brackets(tournamentId: string, viewer: UserRow | null): Promise<BracketsView> {
    const ctx = await loadPlayContext(this.db, tournamentId, viewer?.id ?? null);
    const [entrants, matches, rounds] = await Promise.all([
      ctx.play ? repo.entrantsWithPeople(this.db, tournamentId) : Promise.resolve([]),
      repo.matchesOf(this.db, tournamentId),
      this.rounds(ctx),
    ]);
    const viewerId = viewer?.id ?? null;
    const own = viewerId
      ? entrants.find((entrant) => entrant.user_id === viewerId || entrant.member_ids.includes(viewerId))
      : undefined;
    // A multi-stage event's groups are its stages' (stage 1's here, as `format` is stage 1's).
    const stage = ctx.stages.list[0];
    const stages = ctx.stages.multi ? stageViews(ctx, entrants, matches) : undefined;
    const groups = stages
      ? stages[0].groups
      : stage.adapter.groups && ctx.play?.seeded_at && stage.entrantCount >= 2
        ? stage.adapter.groups(stage.format, stage.entrantCount, entrants, matches, startedPlay(matches))
        : undefined;
    return {
      tournamentId,
      format: ctx.format.format,
      matchType: ctx.format.matchType,
      entrants: entrants.map(toEntrant),
      rounds,
      matches: matches.map((row) => toMatchView(row, ctx.format, ctx.play?.seeded_at ? ctx.stages : undefined)),
      viewerSeed: own?.seed ?? null,
      finished: ctx.play?.finished_at !== null && ctx.play?.finished_at !== undefined,
      metricLabels:
        ctx.format.matchType === 'FFA' ? (ctx.format.scoringSystem?.ingameMetrics ?? []).map((m) => m.label) : [],
      ...(groups ? { groups } : {}),
      ...(stages ? { stages, currentStage: ctx.stages.current.index } : {}),
    };
  }

  async standings(tournamentId: string, viewer: UserRow | null): Promise<StandingsView> {
    const ctx = await loadPlayContext(this.db, tournamentId, viewer?.id ?? null);
    const final = Boolean(ctx.play?.finished_at);
    if (!ctx.play?.seeded_at || ctx.play.entrant_count < 2) return { tournamentId, columns: [], rows: [], final };
    const [entrants, matches] = await Promise.all([
      repo.entrantsWithPeople(this.db, tournamentId),
      repo.matchesOf(this.db, tournamentId),
    ]);
    if (ctx.stages.multi) {
      const stages = stageViews(ctx, entrants, matches);
      return { tournamentId, ...eventRows(ctx, entrants, stages), final, stages };
    }
    const started = startedPlay(matches);
    const stage = ctx.stages.current;
    const { columns, rows, groups } = stage.adapter.standings(
      stage.format,
      stage.entrantCount,
      entrants,
      matches,
      started,
    );
    // Swiss with sides: each entrant's side history (a bracket's or a group's sides are on its match cards).
    const names = stage.format.sides?.names;
    const history = names && stage.adapter.nextRound ? sideHistories(matches, names) : null;
    const shown = history ? rows.map((row) => ({ ...row, sideHistory: history.get(row.seed) ?? '' })) : rows;
    return { tournamentId, columns, final, rows: shown, ...(groups ? { groups } : {}) };
  }

  /** A single-stage Swiss as a TRF file (trf-export.ts), for its organizer. */
  trf(tournamentId: string, viewer: UserRow): Promise<{ fileName: string; text: string }> {
    return exportTrf(this.db, tournamentId, viewer.id);
  }

  /** The viewer's current (or next) match in detail, null when they have none now. */
  async myMatch(tournamentId: string, viewer: UserRow): Promise<MatchDetail | null> {
    const seed = await this.viewerSeed(tournamentId, viewer.id);
    if (seed === null) return null;
    const matches = await repo.matchesOf(this.db, tournamentId);
    const mine = matches.filter((match) => match.participants.includes(seed) && match.status !== 'BYE');
    const current = mine.find((match) => !isFinal(match.status)) ?? null;
    if (!current) return null;
    return this.detail(tournamentId, current.id, viewer);
  }

  /** One match as `viewer` sees it. */
  async detail(tournamentId: string, matchId: string, viewer: UserRow | null): Promise<MatchDetail> {
    // The match, its sides, reports, audit trail and the tournament's rounds in one statement, shared with the other
    // detail reads of the moment (match-reads.ts), beside the tournament.
    const [ctx, read] = await Promise.all([
      loadPlayContext(this.db, tournamentId, viewer?.id ?? null),
      this.reads.detail({ tournamentId, matchId }),
    ]);
    return this.detailView(read, ctx, viewer);
  }

  /**
   * The match `read` (match-reads.ts) as `viewer` sees it in the tournament `ctx`: a report answers with the match it
   * left and the tournament it was checked against, without reading either again.
   */
  detailView(
    read: DetailAnswer,
    ctx: Awaited<ReturnType<typeof loadPlayContext>>,
    viewer: UserRow | null,
  ): MatchDetail {
    const { match: row, entrants } = read;
    if (!row) throw notFound('MATCH-NOT-FOUND');
    const viewerId = viewer?.id ?? null;
    const own = viewerId
      ? entrants.find((entrant) => entrant.user_id === viewerId || entrant.member_ids.includes(viewerId))
      : undefined;
    const isOrganizer = ctx.viewerIsOrganizer;
    const insider = isOrganizer || own !== undefined;
    const reports = insider ? read.reports : [];
    const events = insider ? read.events : [];
    const rounds = this.roundsOf(ctx, read.rounds);
    const now = this.clock.now();
    const window = roundWindow(ctx.schedule, row.round_index);
    const captain =
      own !== undefined && own.user_id === viewerId && own.status !== 'DISQUALIFIED' && own.status !== 'BANNED';
    const open = !ctx.play?.paused_at && reportingOpen(window, now);
    const reportedByMe = own !== undefined && reports.some((report) => report.seed === own.seed);
    const othersReported = own !== undefined && reports.some((report) => report.seed !== own.seed);
    const bufferOpen =
      row.status === 'REPORTED' && row.buffer_ends_at !== null && new Date(row.buffer_ends_at).getTime() > now;
    return {
      match: toMatchView(row, ctx.format, ctx.play?.seeded_at ? ctx.stages : undefined),
      entrants: entrants.map(toEntrant),
      reports: reports.map(toReport),
      events: events.map(({ details: { actorRole, ...details }, ...event }) => ({
        kind: event.kind as MatchDetail['events'][number]['kind'],
        actorId: event.actor_id,
        actorNickname: event.actor_nickname,
        // Recorded with the event (play-repository refereeMark): the role the staff member acted in.
        actorRole: actorRole === 'REFEREE' ? ('REFEREE' as const) : null,
        at: new Date(event.at).toISOString(),
        details,
      })),
      viewer: {
        seed: own?.seed ?? null,
        canReport: captain && open && (row.status === 'READY' || (row.status === 'REPORTED' && !reportedByMe)),
        canConfirm: captain && bufferOpen && othersReported && !reportedByMe && row.kind === 'DUEL',
        canDispute: captain && bufferOpen && (othersReported || row.kind === 'FFA'),
        isOrganizer,
      },
      round: rounds[row.round_index] ?? roundView(row.round_index, `Round ${row.round_index + 1}`, 'UPCOMING', window),
      howToJoin: ctx.mainInformation?.howToJoin ?? null,
      screenshotRequired: ctx.settings.scoreScreenshotRequired,
    };
  }

  async roundManagement(
    tournamentId: string,
    organizer: UserRow,
    filter: { round?: number; status?: string },
  ): Promise<RoundManagementView> {
    const ctx = await loadPlayContext(this.db, tournamentId, organizer.id);
    if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
    const [entrants, allMatches, rounds, issues] = await Promise.all([
      repo.entrantsWithPeople(this.db, tournamentId),
      repo.matchesOf(this.db, tournamentId),
      this.rounds(ctx),
      repo.issueCounts(this.db, tournamentId),
    ]);
    const inProgress = rounds
      .filter((round) => round.status === 'IN_PROGRESS' || round.status === 'UPCOMING')
      .map((round) => round.index);
    const generated = allMatches.length > 0 ? Math.max(...allMatches.map((match) => match.round_index)) : null;
    const currentRound =
      allMatches.length === 0
        ? null
        : (inProgress.find((r) => allMatches.some((m) => m.round_index === r && !isFinal(m.status))) ?? generated);
    const round = filter.round ?? currentRound ?? undefined;
    const matches = allMatches.filter(
      (match) =>
        (round === undefined || match.round_index === round) && (!filter.status || match.status === filter.status),
    );
    const reports = await repo.reportsOf(
      this.db,
      matches.map((match) => match.id),
    );
    const byMatch: Record<string, ReturnType<typeof toReport>[]> = {};
    for (const report of reports) (byMatch[report.match_id] ??= []).push(toReport(report));
    return {
      tournamentId,
      currentRound,
      // GET /tournaments/{id}/trf answers (a seeded single-stage Swiss): the page offers "Export TRF".
      trfAvailable: pairsLikeSwiss(ctx.format) && !ctx.stages.multi && Boolean(ctx.play?.seeded_at),
      // POST /tournaments/{id}/trf would be taken (check-in over, no round drawn): the page offers "Import TRF".
      trfImportAvailable: trfImportOpen(ctx),
      rounds,
      entrants: entrants.map(toEntrant),
      matches: matches.map((row) => toMatchView(row, ctx.format, ctx.play?.seeded_at ? ctx.stages : undefined)),
      reports: byMatch,
      issues: Object.fromEntries([...issues].filter(([id]) => matches.some((match) => match.id === id))),
      paused: Boolean(ctx.play?.paused_at),
      finished: Boolean(ctx.play?.finished_at),
    };
  }

  async seeding(tournamentId: string, organizer: UserRow): Promise<SeedingView> {
    const ctx = await loadPlayContext(this.db, tournamentId, organizer.id);
    if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
    const entrants = ctx.play ? await repo.entrantsWithPeople(this.db, tournamentId) : [];
    const window = ctx.schedule.seeding ?? null;
    const now = this.clock.now();
    return {
      tournamentId,
      mode: ctx.format.seeding,
      editable:
        ctx.format.seeding === 'MANUAL' &&
        Boolean(ctx.play) &&
        !ctx.play?.seeded_at &&
        window !== null &&
        now >= window.start &&
        now < window.end,
      windowStart: window ? new Date(window.start).toISOString() : null,
      windowEnd: window ? new Date(window.end).toISOString() : null,
      entrants: entrants.map(toEntrant),
    };
  }

  /** Whether a participant may join the round of `matchId` now (used by the tournament view's state). */
  static joinable(ctx: PlayContext, round: number, now: number): boolean {
    return isRoundJoinable(ctx.schedule, round, now);
  }
}

export { forbidden };
