// Stored rows as the API shows them (src/contract/matches.ts): sides with scores and winners, SPEC §4 display
// statuses, reports and the audit trail.
import type { DuelResult } from '../../../../src/domain/index.js';
import type { Entrant, MatchReport, MatchView, RoundView } from '../../../../src/contract/matches.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { lobbyScores } from '../play/match-finalizer.js';
import type { EventStages } from '../stages/event-stages.js';
import { SEED_BYE, SEED_TBD, type StoredFfaResult } from '../stages/stored-play.js';
import type { EntrantWithPeople, MatchRow, ReportRow } from '../play/play-repository.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function displayStatus(row: MatchRow): MatchView['displayStatus'] {
  switch (row.status) {
    case 'READY':
      return 'ROUND_IN_PROGRESS';
    case 'REPORTED':
      return 'DISPUTE_BUFFER';
    case 'DISPUTED':
      return 'DISPUTED';
    case 'SCORE_MISSING':
      return 'SCORE_MISSING';
    case 'COMPLETED':
    case 'WALKOVER':
      return row.disputed_at !== null || row.resolution === 'ORGANIZER' ? 'DISPUTE_RESOLVED' : 'SCORE_REPORTED';
    default:
      return null;
  }
}

/**
 * A stored match as the API shows it. Once seeded, `stages` (the play context's) places the match in its stage (a
 * multi-stage event's) and in its bracket or group for the formats that have several; without them (or in a format
 * with one bracket) the view has none of these fields.
 */
export function toMatchView(row: MatchRow, format: FormatSection, stages?: EventStages): MatchView {
  const stage = stages?.at(row.round_index);
  const place =
    stage && stage.entrantCount >= 2
      ? (stage.adapter.matchPlace?.(stage.format, stage.entrantCount, row.position) ?? {})
      : {};
  return {
    ...matchView(row, format),
    ...place,
    ...(stage && stages?.multi ? { stage: stage.index } : {}),
    ...sidesView(row, format),
  };
}

/** Sides (issue 30): the names, who is on the first side in each game, and each entrant's side in game 1. */
function sidesView(row: MatchRow, format: FormatSection): Partial<MatchView> {
  if (!format.sides || row.kind !== 'DUEL') return {};
  const gameSides = row.game_sides ? jsonList(row.game_sides) : null;
  return { sideNames: format.sides.names, gameSides };
}

function matchView(row: MatchRow, format: FormatSection): MatchView {
  const final = row.status === 'COMPLETED' || row.status === 'WALKOVER' || row.status === 'BYE';
  if (row.kind === 'FFA') {
    const results = final ? ((row.result as StoredFfaResult | null) ?? []) : [];
    const order = lobbyScores(format, results);
    const rankOf = new Map(order.map((entry, k) => [entry.seed, k + 1]));
    const pointsOf = new Map(order.map((entry) => [entry.seed, entry.points]));
    return {
      ...common(row),
      sides: row.participants.map((seed) => ({
        seed,
        bye: false,
        score: final ? (pointsOf.get(seed) ?? 0) : null,
        rank: final ? (rankOf.get(seed) ?? null) : null,
        isWinner: final && row.winner === seed,
      })),
      games: [],
      ffaResults: results,
    };
  }
  const result = row.result as DuelResult | null;
  const games = (result?.games ?? []).map((game) => ({ scores: [game.score[0], game.score[1]] }));
  const wins = [0, 0];
  for (const game of games) {
    if (game.scores[0] > game.scores[1]) wins[0]++;
    else if (game.scores[1] > game.scores[0]) wins[1]++;
  }
  return {
    ...common(row),
    sides: row.participants.map((seed, side) => ({
      seed: seed > 0 ? seed : null,
      bye: seed === SEED_BYE,
      // One game: its score as entered (3–1, not 1–0); a series: the games won (issue 26 §5.9).
      score: final && games.length > 0 ? (games.length === 1 ? games[0].scores[side] : wins[side]) : null,
      rank: null,
      isWinner: final && seed > 0 && row.winner === seed,
      ...(format.sides ? { side: sideInGameOne(row, seed) } : {}),
    })),
    games: final ? games : [],
    ffaResults: [],
  };
}

function sideInGameOne(row: MatchRow, seed: number): 'FIRST' | 'SECOND' | null {
  const first = row.game_sides ? jsonList(row.game_sides)[0] : undefined;
  if (first === undefined || seed < 1) return null;
  return first === seed ? 'FIRST' : 'SECOND';
}

/** A jsonb list as stored: parsed by PostgreSQL, text from some drivers. */
function jsonList(value: unknown): number[] {
  const list: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(list) ? (list as number[]) : [];
}

function common(row: MatchRow) {
  return {
    id: row.id,
    tournamentId: row.tournament_id,
    roundIndex: row.round_index,
    position: row.position,
    kind: row.kind,
    bestOf: row.best_of,
    isThirdPlaceDecider: row.third_place,
    status: row.status,
    displayStatus: displayStatus(row),
    resolution: row.resolution,
    winnerSeed: row.winner,
    reportedAt: iso(row.reported_at),
    bufferEndsAt: iso(row.buffer_ends_at),
    resolvedAt: iso(row.resolved_at),
    checkIn: !row.check_in_ends_at
      ? null
      : {
          endsAt: iso(row.check_in_ends_at)!,
          readySeeds: jsonList(row.checked_in_seeds),
          noShowSeeds: jsonList(row.no_show_seeds),
        },
    streamUrl: row.stream_url ?? null,
    // A stored result that names other opponents than the match has now (amended upstream).
    resultStale:
      row.kind === 'DUEL' &&
      row.result !== null &&
      !(row.result as DuelResult).participants.every((seed) => row.participants.includes(seed)) &&
      !row.participants.includes(SEED_TBD),
  };
}

export function toEntrant(row: EntrantWithPeople): Entrant {
  return {
    seed: row.seed,
    registrationId: row.registration_id,
    name: row.name,
    teamId: row.team_id,
    captainId: row.user_id,
    memberIds: row.member_ids,
    avatarUrl: row.avatar_url,
    status: row.status,
    finalRank: row.final_rank,
  };
}

export function toReport(row: ReportRow & { reporter_nickname: string }): MatchReport {
  const payload = row.payload as { games?: [number, number][]; winner?: number; result?: unknown };
  return {
    id: row.id,
    seed: row.seed,
    reporterId: row.reporter_id,
    reporterNickname: row.reporter_nickname,
    kind: row.kind,
    games: row.kind === 'DUEL' ? (payload.games ?? []).map((game) => ({ scores: [game[0], game[1]] })) : [],
    winnerSeed: row.kind === 'DUEL' ? (payload.winner ?? null) : null,
    ffa: row.kind === 'FFA' ? (payload.result as MatchReport['ffa']) : null,
    screenshots: row.screenshots,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export function roundView(
  index: number,
  name: string,
  status: RoundView['status'],
  window: { start: number; end: number } | null,
): RoundView {
  return {
    index,
    name,
    status,
    startsAt: window ? new Date(window.start).toISOString() : null,
    endsAt: window ? new Date(window.end).toISOString() : null,
  };
}
