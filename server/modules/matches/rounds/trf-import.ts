// POST /tournaments/{id}/trf (issue 30 §2): continues here a Swiss started elsewhere. While the seeds are still open
// (check-in over, no round drawn), the organizer sends the FIDE Tournament Report File of the rounds played; its
// players become the checked-in entrants matched by name (pairing number = seed), its rounds are stored as completed
// matches with their results and sides, and the next round is drawn by the engine from that history, as the play
// clock draws every later one. One transaction: a refused file writes nothing.
import type { Kysely } from 'kysely';
import { readTrf, TrfError, trfGameResult, type DuelResult, type TrfHistory } from '../../../../src/domain/index.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import { HttpError, conflict, notFound } from '../../../http-error.js';
import { lockTournament, markTournamentStarted } from '../../tournaments/tournaments-module.js';
import { gameSidesColumn, sidesDraw, swissInitialSide } from '../play/game-sides-draw.js';
import { loadPlayContext, type PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';
import { pairsLikeSwiss } from '../stages/stage-formats.js';
import { bestOfForRound, SEED_BYE, type StoredEntrant, type StoredMatch } from '../stages/stored-play.js';
import { swissStage } from '../stages/swiss-stage.js';

type Db = Kysely<Database>;

const invalid = (message: string) => new HttpError(400, 'TRF-INVALID', { trf: message });
const mismatch = (message: string) => new HttpError(400, 'TRF-PLAYERS-MISMATCH', { trf: message });

/** Names compare as the TRF writes them: trimmed, 33 columns at most, case and inner spacing aside. */
const nameKey = (name: string) =>
  name
    .replace(/[\r\n]/g, ' ')
    .slice(0, 33)
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/**
 * For each TRF player (by pairing number − 1), the registration of the one entrant with that name. Every player
 * matches exactly one entrant and every entrant one player, or the organizer is told which names do not.
 */
export function matchTrfPlayers(
  trfNames: readonly string[],
  entrants: readonly { registration_id: string; name: string }[],
): string[] {
  const byName = new Map<string, string[]>();
  for (const entrant of entrants) {
    const key = nameKey(entrant.name);
    byName.set(key, [...(byName.get(key) ?? []), entrant.registration_id]);
  }
  const unknown: string[] = [];
  const ambiguous: string[] = [];
  const used = new Set<string>();
  const order = trfNames.map((name) => {
    const found = byName.get(nameKey(name)) ?? [];
    if (found.length === 0) unknown.push(name.trim());
    else if (found.length > 1 || used.has(found[0])) ambiguous.push(name.trim());
    used.add(found[0]);
    return found[0];
  });
  if (unknown.length > 0) throw mismatch(`Not a checked-in participant: ${unknown.join(', ')}`);
  if (ambiguous.length > 0) throw mismatch(`More than one participant has the name: ${ambiguous.join(', ')}`);
  if (trfNames.length !== entrants.length) {
    const missing = entrants.filter((entrant) => !used.has(entrant.registration_id)).map((entrant) => entrant.name);
    throw mismatch(`Checked in but not in the file: ${missing.join(', ')}`);
  }
  return order;
}

/**
 * The rounds with results: a last round paired but not played yet (an export made once it was drawn) is left
 * out, since the engine draws it again from the same history.
 */
export function playedRounds(history: TrfHistory): TrfHistory['rounds'] {
  const last = history.rounds.at(-1);
  const unplayed = last !== undefined && last.games.every((game) => game.winner === undefined);
  return unplayed ? history.rounds.slice(0, -1) : history.rounds;
}

/** The file's rounds as stored matches (seeds = pairing numbers), refusing what this Swiss cannot continue. */
function playedMatches(history: TrfHistory, format: FormatSection): StoredMatch[] {
  const n = history.names.length;
  const rounds = playedRounds(history);
  if (rounds.length === 0) throw invalid('The file has no round played');
  if (rounds.length >= format.numberOfRounds) {
    throw invalid(`The file has ${rounds.length} rounds played; this tournament plays ${format.numberOfRounds}`);
  }
  const matches: StoredMatch[] = [];
  rounds.forEach(({ games, bye }, r) => {
    const present = new Set<number>(bye >= 0 ? [bye] : []);
    games.forEach((game, k) => {
      present.add(game.white).add(game.black);
      const result = trfGameResult(game);
      if (!result)
        throw invalid(`Round ${r + 1}: the game of players ${game.white + 1} and ${game.black + 1} has no winner`);
      const seeds = (index: number | undefined) => (index === undefined ? undefined : index + 1);
      const stored: DuelResult = {
        participants: [result.participants[0] + 1, result.participants[1] + 1],
        ...(result.games ? { games: result.games } : {}),
        ...(result.forfeit !== undefined ? { forfeit: seeds(result.forfeit) } : {}),
      };
      matches.push({
        id: '',
        round_index: r,
        position: k,
        kind: 'DUEL',
        best_of: bestOfForRound(format, r),
        third_place: false,
        participants: [game.white + 1, game.black + 1],
        status: game.forfeit ? 'WALKOVER' : 'COMPLETED',
        result: stored,
        winner: (game.winner === 1 ? game.white : game.black) + 1,
      });
    });
    if (bye >= 0) {
      matches.push({
        id: '',
        round_index: r,
        position: games.length,
        kind: 'DUEL',
        best_of: bestOfForRound(format, r),
        third_place: false,
        participants: [bye + 1, SEED_BYE],
        status: 'BYE',
        result: null,
        winner: bye + 1,
      });
    }
    // Players who left are not carried over yet: the file must have everyone in every round.
    if (present.size !== n) throw invalid(`Round ${r + 1}: ${n - present.size} player(s) did not play`);
  });
  return matches;
}

/** Only a single-stage Swiss of duels has a TRF history to continue. */
const continuesFromTrf = (ctx: PlayContext) =>
  pairsLikeSwiss(ctx.format) && !ctx.stages.multi && ctx.format.matchType === 'DUEL';

/** Whether an import would be taken now (the round management view offers it): check-in over, no round drawn. */
export const trfImportOpen = (ctx: PlayContext) => continuesFromTrf(ctx) && ctx.play !== null && !ctx.play.seeded_at;

export async function importTrf(db: Db, clock: Clock, tournamentId: string, userId: string, text: string) {
  const ctx = await loadPlayContext(db, tournamentId, userId);
  if (!ctx.viewerIsOrganizer) throw notFound('TOURNAMENT-NOT-FOUND');
  if (!continuesFromTrf(ctx)) throw conflict('TRF-SWISS-ONLY');
  let history: TrfHistory;
  try {
    history = readTrf(text);
  } catch (error) {
    if (error instanceof TrfError) throw invalid(error.message);
    throw error;
  }
  const format = ctx.format;
  const matches = playedMatches(history, format);
  await db.transaction().execute(async (trx) => {
    await lockTournament(trx, tournamentId);
    const play = await repo.findPlay(trx, tournamentId);
    if (!play || play.seeded_at) throw conflict('TRF-IMPORT-CLOSED');
    // The engine replays colours from the top seed's first side: the file's must be the one this Swiss draws.
    if (format.sides && history.initialSide !== swissInitialSide(format, play.random_seed))
      throw invalid("The file's first round gives the top seed the other side than this tournament's sides rule");
    const order = matchTrfPlayers(history.names, await repo.entrantsWithPeople(trx, tournamentId));
    const at = new Date(clock.now());
    // Seeds are the file's pairing numbers: the rows are written anew (seeds are the primary key), as setSeeds does.
    await trx.deleteFrom('tournament_entrants').where('tournament_id', '=', tournamentId).execute();
    await trx
      .insertInto('tournament_entrants')
      .values(
        order.map((registrationId, p) => ({
          tournament_id: tournamentId,
          seed: p + 1,
          registration_id: registrationId,
        })),
      )
      .execute();
    await trx
      .updateTable('tournament_play')
      .set({ seeded_at: at, entrant_count: order.length, updated_at: at })
      .where('tournament_id', '=', tournamentId)
      .execute();
    await markTournamentStarted(trx, tournamentId, at);
    const draw = sidesDraw(format, play.random_seed);
    await trx
      .insertInto('matches')
      .values(
        matches.map((match) => ({
          tournament_id: tournamentId,
          round_index: match.round_index,
          position: match.position,
          kind: match.kind,
          best_of: match.best_of,
          third_place: false,
          participants: JSON.stringify(match.participants),
          status: match.status,
          result: match.result === null ? null : JSON.stringify(match.result),
          winner: match.winner,
          resolution: match.status === 'BYE' ? 'BYE' : match.status === 'WALKOVER' ? 'WALKOVER' : 'ORGANIZER',
          resolved_at: at,
          game_sides: match.status === 'BYE' ? null : gameSidesColumn(draw, { ...match, sidesInOrder: true }),
          updated_at: at,
        })),
      )
      .execute();
    const entrants: StoredEntrant[] = order.map((_, p) => ({ seed: p + 1, status: 'ACTIVE', left_at_round: null }));
    const next = swissStage.nextRound!(format, entrants, matches, play.random_seed);
    await repo.insertMatches(trx, tournamentId, next, at, draw);
    const played = playedRounds(history).length;
    await trx
      .insertInto('tournament_rounds')
      .values(
        Array.from({ length: played + 1 }, (_, r) => ({
          tournament_id: tournamentId,
          round_index: r,
          generated_at: at,
          ...(r < played ? { status: 'COMPLETE' as const, completed_at: at } : {}),
        })),
      )
      .execute();
  });
}
