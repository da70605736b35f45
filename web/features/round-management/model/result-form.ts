// The organizer's result form (resolve, amend) turned into the SetResultBody the server takes: a duel winner with
// optional per-game scores in side order, or an FFA lobby's ranks per member and game. Pure.
import type { MatchView, SetResultBody } from '../../../../src/contract/matches.js';
import type { FieldErrors } from './field-errors.js';

export interface DuelResultForm {
  winnerSeed: number | null;
  /** Per game, the scores typed in side order ('' when not given). */
  games: { a: string; b: string }[];
  reason: string;
}

export interface FfaResultForm {
  /** ranks[seed][gameIndex] as typed; forfeits[seed][gameIndex]. */
  ranks: Record<number, string[]>;
  forfeits: Record<number, boolean[]>;
  reason: string;
}

/** The game rows the duel form starts from: the recorded result's scores in side order, empty rows otherwise. */
export function recordedGames(match: MatchView): DuelResultForm['games'] {
  return Array.from({ length: Math.max(1, match.bestOf) }, (_, index) => ({
    a: match.games[index] ? String(match.games[index].scores[0]) : '',
    b: match.games[index] ? String(match.games[index].scores[1]) : '',
  }));
}

/**
 * Choosing the winner. Choosing another side than the recorded winner drops the recorded scores still in the
 * rows: they make the old winner win, so keeping them would only have the form refuse the amendment ("The
 * scores do not make this side the winner") until the organizer empties every row. Typed scores stay.
 */
export function withWinner(match: MatchView, form: DuelResultForm, winnerSeed: number): DuelResultForm {
  const untouched = JSON.stringify(form.games) === JSON.stringify(recordedGames(match));
  const recorded = match.games.length > 0 && match.winnerSeed !== null;
  if (recorded && untouched && winnerSeed !== match.winnerSeed) {
    return { ...form, winnerSeed, games: form.games.map(() => ({ a: '', b: '' })) };
  }
  return { ...form, winnerSeed };
}

const wholeNumber = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null);

export function duelResultBody(
  match: MatchView,
  form: DuelResultForm,
): { body: SetResultBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (form.winnerSeed === null) errors.winnerSeed = 'Choose the winner.';
  const typed = form.games.filter((game) => game.a.trim() !== '' || game.b.trim() !== '');
  const games: { scores: number[] }[] = [];
  form.games.forEach((game, index) => {
    if (game.a.trim() === '' && game.b.trim() === '') return;
    const a = wholeNumber(game.a);
    const b = wholeNumber(game.b);
    if (a === null || b === null) errors[`games.${index}`] = 'Enter both scores as whole numbers.';
    else games.push({ scores: [a, b] });
  });
  if (Object.keys(errors).length > 0) return { errors };
  const body: SetResultBody = { winnerSeed: form.winnerSeed! };
  if (typed.length > 0) {
    // The winner must have won more games than the loser, or the server refuses it anyway.
    const winnerSide = match.sides.findIndex((side) => side.seed === form.winnerSeed);
    const won = games.filter((game) => game.scores[winnerSide] > game.scores[1 - winnerSide]).length;
    const lost = games.filter((game) => game.scores[winnerSide] < game.scores[1 - winnerSide]).length;
    if (won <= lost) return { errors: { winnerSeed: 'The scores do not make this side the winner.' } };
    body.games = games;
  }
  if (form.reason.trim()) body.reason = form.reason.trim();
  return { body };
}

export function ffaResultBody(
  seeds: number[],
  form: FfaResultForm,
  lobbySize: number,
): { body: SetResultBody } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const ffaResults = seeds.map((seed) => ({
    seed,
    results: (form.ranks[seed] ?? ['']).map((text, gameIndex) => {
      const isForfeit = form.forfeits[seed]?.[gameIndex] ?? false;
      if (isForfeit) return { gameIndex, isForfeit };
      const rank = wholeNumber(text);
      if (rank === null || rank < 1 || rank > lobbySize) {
        errors[`rank.${seed}.${gameIndex}`] = `1 to ${lobbySize}`;
        return { gameIndex, isForfeit };
      }
      return { gameIndex, isForfeit, ingameRank: rank };
    }),
  }));
  if (Object.keys(errors).length > 0) return { errors };
  const body: SetResultBody = { ffaResults };
  if (form.reason.trim()) body.reason = form.reason.trim();
  return { body };
}
