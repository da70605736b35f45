// Makes a match result final, under the lock of that match row only (never the whole tournament: a report rush
// finalises thousands of matches at once). Where the stage format feeds matches (its duelFeed: single elimination)
// the winner is then written into the match it feeds (locked after this one: rounds are always locked in increasing
// order, so two finalisations never wait on each other in a cycle), and a side that was disqualified meanwhile loses
// its next match by walkover.
import type { Kysely } from 'kysely';
import { evaluateDuel, ffaGamePoints, type DuelResult } from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import type { MatchRowResolution } from '../match-tables.js';
import type { DuelFeed } from '../stages/stage-formats.js';
import type { EventStages } from '../stages/event-stages.js';
import { resultToEngine, SEED_BYE, SEED_TBD, type StoredFfaResult } from '../stages/stored-play.js';
import { announceMatchesReady } from './match-webhook-events.js';
import { gameSidesColumn, sidesDraw } from './game-sides-draw.js';
import * as repo from './play-repository.js';

type Db = Kysely<Database>;

export interface FinalizeContext {
  tournamentId: string;
  format: FormatSection;
  /** Entrants when the seeds were frozen (the bracket layout). */
  entrantCount: number;
  /** The event's stages: a match is fed on by the stage its round belongs to. */
  stages: EventStages;
  /** The tournament's stored random seed: a bracket match's sides toss (issue 30) draws from it. */
  randomSeed: number;
  at: Date;
  actorId: string | null;
}

export type DuelFinalization = { state: 'FINAL'; winner: number; loser: number } | { state: 'UNDECIDED' };

/**
 * Stores `result` (over seeds) as the match's final result. A result the best-of leaves level (best-of-2 at
 * 1–1) cannot be final: the match goes to the organizer as DISPUTED instead.
 */
export async function finalizeDuel(
  trx: Db,
  ctx: FinalizeContext,
  match: repo.MatchRow,
  result: DuelResult,
  resolution: MatchRowResolution,
  event: { kind: string; details?: Record<string, unknown> } = { kind: 'FINALIZED' },
): Promise<DuelFinalization> {
  const [a, b] = match.participants;
  const outcome = evaluateDuel(a - 1, b - 1, resultToEngine(result), match.best_of as never);
  if (outcome.winner < 0) {
    await repo.updateMatch(trx, match.id, { status: 'DISPUTED', disputed_at: ctx.at, result }, ctx.at);
    await repo.recordEvent(trx, {
      matchId: match.id,
      tournamentId: ctx.tournamentId,
      actorId: ctx.actorId,
      kind: 'DISPUTED',
      details: { reason: 'LEVEL_SERIES' },
      at: ctx.at,
    });
    return { state: 'UNDECIDED' };
  }
  const winner = outcome.winner + 1;
  const loser = outcome.loser + 1;
  await repo.updateMatch(
    trx,
    match.id,
    {
      status: outcome.state === 'WALKOVER' ? 'WALKOVER' : 'COMPLETED',
      result,
      winner,
      resolution,
      resolved_at: ctx.at,
    },
    ctx.at,
  );
  await repo.recordEvent(trx, {
    matchId: match.id,
    tournamentId: ctx.tournamentId,
    actorId: ctx.actorId,
    kind: event.kind,
    details: { ...event.details, resolution, winnerSeed: winner },
    at: ctx.at,
  });
  const winnerSlot = match.participants[0] === winner ? 0 : 1;
  const feed = duelFeedOf(ctx, match, winnerSlot);
  if (feed) await advanceByFeed(trx, ctx, feed, winner, loser);
  return { state: 'FINAL', winner, loser };
}

/** Where the match's stage sends the sides of a decided duel. */
function duelFeedOf(ctx: FinalizeContext, match: repo.MatchRow, winnerSlot: 0 | 1): DuelFeed | null {
  const stage = ctx.stages.at(match.round_index);
  return stage.adapter.duelFeed(stage.format, stage.entrantCount, match.position, winnerSlot);
}

/**
 * Winner onwards, loser out (or to the third-place decider, or into the losers bracket); a walkover follows at once
 * if a side is out, and a match that gets a side facing a bye is decided at once (the side goes through).
 */
async function advanceByFeed(
  trx: Db,
  ctx: FinalizeContext,
  feed: DuelFeed,
  winner: number,
  loser: number,
): Promise<void> {
  if (!feed.loserTo && loser > 0) {
    await trx
      .updateTable('tournament_entrants')
      .set({ status: 'ELIMINATED' })
      .where('tournament_id', '=', ctx.tournamentId)
      .where('seed', '=', loser)
      .where('status', '=', 'ACTIVE')
      .execute();
  }
  // Targets in slot order of the same match are written one after the other, so the second sees the first.
  for (const [target, seed] of [
    [feed.winnerTo, winner],
    [feed.loserTo, loser],
    [feed.byeTo ?? null, SEED_BYE],
  ] as const) {
    if (!target) continue;
    const next = await repo.lockMatchAt(trx, ctx.tournamentId, target.round, target.position);
    if (!next) continue;
    const participants = [...next.participants];
    participants[target.slot] = seed;
    const bothKnown = participants.every((p) => p !== SEED_TBD);
    if (bothKnown && next.status === 'PENDING' && participants.includes(SEED_BYE)) {
      await passBye(trx, ctx, { ...next, participants });
      continue;
    }
    const status = bothKnown && next.status === 'PENDING' ? 'READY' : next.status;
    // Both entrants known: the sides of its games are drawn now (higher seed or the toss).
    const game_sides = gameSidesColumn(sidesDraw(ctx.format, ctx.randomSeed), { ...next, participants });
    await repo.updateMatch(trx, next.id, { participants, status, game_sides }, ctx.at);
    if (status === 'READY') await walkoverIfSideOut(trx, ctx, { ...next, participants, status });
    // Its second side just arrived: announced unless the walkover above already decided it.
    if (status === 'READY' && next.status === 'PENDING')
      await announceMatchesReady(trx, ctx.tournamentId, [next.id], ctx.at);
  }
}

/**
 * A match whose sides are known and one of them is a bye (a losers-bracket slot no loser drops into, a bracket
 * reset that is not needed): the other side goes through without playing, on to wherever the stage sends a winner.
 */
async function passBye(trx: Db, ctx: FinalizeContext, match: repo.MatchRow): Promise<void> {
  const slot = match.participants[0] === SEED_BYE ? 1 : 0;
  const through = match.participants[slot];
  await repo.updateMatch(
    trx,
    match.id,
    {
      participants: match.participants,
      status: 'BYE',
      winner: through > 0 ? through : null,
      resolution: 'BYE',
      resolved_at: ctx.at,
    },
    ctx.at,
  );
  const feed = duelFeedOf(ctx, match, slot);
  // Nobody loses a bye: no one is eliminated, and a loser's slot further on receives the bye itself.
  if (feed) await advanceByFeed(trx, ctx, { winnerTo: feed.winnerTo, loserTo: null, byeTo: feed.loserTo }, through, 0);
}

/** A match that became playable against a participant who was disqualified meanwhile ends by walkover. */
export async function walkoverIfSideOut(trx: Db, ctx: FinalizeContext, match: repo.MatchRow): Promise<void> {
  const [a, b] = match.participants;
  if (a <= 0 || b <= 0) return;
  const entrants = await repo.entrantStatuses(trx, ctx.tournamentId, [a, b]);
  const out = [a, b].filter((seed) => ['DISQUALIFIED', 'BANNED'].includes(entrants.get(seed)?.status ?? 'ACTIVE'));
  if (out.length === 0) return;
  // Both out: the first seed listed advances, so the bracket still has a winner to carry forward.
  const loser = out.length === 2 ? b : out[0];
  await finalizeDuel(trx, { ...ctx, actorId: null }, match, { participants: [a, b], disqualified: loser }, 'WALKOVER', {
    kind: 'WALKOVER',
  });
}

/** Points each lobby member earned over the reported games, and the lobby's order (best first). */
export function lobbyScores(format: FormatSection, results: StoredFfaResult): { seed: number; points: number }[] {
  return results
    .map((entry) => ({
      seed: entry.seed,
      points: entry.results.reduce((sum, r) => sum + ffaGamePoints(format.scoringSystem, r), 0),
    }))
    .sort((x, y) => y.points - x.points || x.seed - y.seed);
}

export async function finalizeFfa(
  trx: Db,
  ctx: FinalizeContext,
  match: repo.MatchRow,
  results: StoredFfaResult,
  resolution: MatchRowResolution,
  event: { kind: string; details?: Record<string, unknown> } = { kind: 'FINALIZED' },
): Promise<void> {
  const order = lobbyScores(ctx.format, results);
  const winner = order.length > 0 ? order[0].seed : null;
  await repo.updateMatch(
    trx,
    match.id,
    { status: 'COMPLETED', result: results, winner, resolution, resolved_at: ctx.at },
    ctx.at,
  );
  await repo.recordEvent(trx, {
    matchId: match.id,
    tournamentId: ctx.tournamentId,
    actorId: ctx.actorId,
    kind: event.kind,
    details: { ...event.details, resolution },
    at: ctx.at,
  });
}

export const isByeSide = (seed: number) => seed === SEED_BYE;
