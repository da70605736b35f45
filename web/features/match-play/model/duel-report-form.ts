// The duel score form (SPEC §3, §7): one row per game of a best-of series, scores typed as "you" and
// "opponent". The series winner is derived, never typed, and the multipart body follows the API's field names:
// `scoreParticipant` (the reporter's side) and `scoreOpponent` repeated in game order, `winner` as a seed,
// screenshots as `{index}-game-screenshot`. Pure, so what is sent is tested without a browser.

export interface DuelGameRow {
  mine: string;
  theirs: string;
  screenshot: File | null;
}

export type FieldErrors = Record<string, string>;

export interface DuelFormInput {
  bestOf: number;
  games: DuelGameRow[];
  mySeed: number;
  opponentSeed: number;
  screenshotRequired: boolean;
}

export const emptyDuelRows = (bestOf: number): DuelGameRow[] =>
  Array.from({ length: Math.max(1, bestOf) }, () => ({ mine: '', theirs: '', screenshot: null }));

/** Field names, shared with the server's formFieldErrors. */
export const duelField = {
  mine: (index: number) => `scoreParticipant.${index}`,
  theirs: (index: number) => `scoreOpponent.${index}`,
  screenshot: (index: number) => `${index}-game-screenshot`,
  winner: 'winner',
} as const;

const isBlank = (row: DuelGameRow) => row.mine.trim() === '' && row.theirs.trim() === '' && row.screenshot === null;

function parseScore(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  return Number(trimmed);
}

export interface DuelSeries {
  /** The games entered so far, in order (blank trailing rows are not games). */
  played: number;
  myWins: number;
  theirWins: number;
  /** 'mine' or 'theirs' once one side won more games than the other; null while even. */
  winner: 'mine' | 'theirs' | null;
}

/** Who won the series from the complete rows (a drawn game counts for nobody). */
export function deriveSeries(games: DuelGameRow[]): DuelSeries {
  let myWins = 0;
  let theirWins = 0;
  let played = 0;
  for (const row of games) {
    const mine = parseScore(row.mine);
    const theirs = parseScore(row.theirs);
    if (mine === null || theirs === null) continue;
    played += 1;
    if (mine > theirs) myWins += 1;
    else if (theirs > mine) theirWins += 1;
  }
  const winner = myWins > theirWins ? 'mine' : theirWins > myWins ? 'theirs' : null;
  return { played, myWins, theirWins, winner };
}

/** Games needed to win a best-of series: 2 of 3, 3 of 5; in a best-of-2 both games must be won. */
export const winsNeeded = (bestOf: number) => Math.floor(bestOf / 2) + 1;

export type DuelFormResult = { ok: true; formData: FormData } | { ok: false; errors: FieldErrors };

/** Checks the rows and builds the multipart body, or says what is wrong at which field. */
export function buildDuelReport(input: DuelFormInput): DuelFormResult {
  const errors: FieldErrors = {};
  // Rows after the last non-blank row are games that were not needed.
  let last = input.games.length - 1;
  while (last >= 0 && isBlank(input.games[last])) last -= 1;
  const rows = input.games.slice(0, last + 1);
  if (rows.length === 0) return { ok: false, errors: { [duelField.mine(0)]: 'Enter the score of game 1.' } };

  let myWins = 0;
  let theirWins = 0;
  rows.forEach((row, index) => {
    if (parseScore(row.mine) === null) errors[duelField.mine(index)] = 'Enter a whole number, 0 or more.';
    if (parseScore(row.theirs) === null) errors[duelField.theirs(index)] = 'Enter a whole number, 0 or more.';
    if (input.screenshotRequired && row.screenshot === null) {
      errors[duelField.screenshot(index)] = 'A screenshot of the score is required.';
    }
    const decidedBefore = Math.max(myWins, theirWins) >= winsNeeded(input.bestOf);
    if (decidedBefore) errors[duelField.mine(index)] = 'The series was already decided before this game.';
    const mine = parseScore(row.mine);
    const theirs = parseScore(row.theirs);
    if (mine !== null && theirs !== null) {
      if (mine > theirs) myWins += 1;
      else if (theirs > mine) theirWins += 1;
    }
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const series = deriveSeries(rows);
  if (series.winner === null)
    return { ok: false, errors: { [duelField.winner]: 'These scores do not give a winner.' } };
  if (Math.max(myWins, theirWins) < winsNeeded(input.bestOf)) {
    return { ok: false, errors: { [duelField.winner]: `The winner needs ${winsNeeded(input.bestOf)} games.` } };
  }

  const formData = new FormData();
  formData.append('winner', String(series.winner === 'mine' ? input.mySeed : input.opponentSeed));
  for (const row of rows) formData.append('scoreParticipant', row.mine.trim());
  for (const row of rows) formData.append('scoreOpponent', row.theirs.trim());
  rows.forEach((row, index) => {
    if (row.screenshot) formData.append(duelField.screenshot(index), row.screenshot, row.screenshot.name);
  });
  return { ok: true, formData };
}
