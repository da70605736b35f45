// What the submit-results modal sends for a duel (SPEC §3, §7): the reporter's side as scoreParticipant, one
// value per game in game order, the derived winner's seed, screenshots as `{index}-game-screenshot`.
import { describe, expect, it } from 'vitest';
import {
  buildDuelReport,
  deriveSeries,
  emptyDuelRows,
  type DuelGameRow,
} from '../../../web/features/match-play/model/duel-report-form.js';
import { duelReportJson } from '../../../web/features/match-play/api/submit-duel-score.js';

const shot = (name: string) => new File(['png'], name, { type: 'image/png' });
const row = (mine: string, theirs: string, screenshot: File | null = null): DuelGameRow => ({
  mine,
  theirs,
  screenshot,
});
const base = { bestOf: 3, mySeed: 4, opponentSeed: 5, screenshotRequired: false };

describe('duel report form', () => {
  it('offers one row per game of the series', () => {
    expect(emptyDuelRows(3)).toHaveLength(3);
    expect(emptyDuelRows(1)).toHaveLength(1);
  });

  it('sends a best-of-3 won 2–1 game by game, the winner as a seed, and each game screenshot by index', () => {
    const result = buildDuelReport({
      ...base,
      games: [row('10', '5', shot('a.png')), row('3', '10'), row('7', '2', shot('c.png'))],
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const form = result.formData;
    expect(form.get('winner')).toBe('4');
    expect(form.getAll('scoreParticipant')).toEqual(['10', '3', '7']);
    expect(form.getAll('scoreOpponent')).toEqual(['5', '10', '2']);
    expect((form.get('0-game-screenshot') as File).name).toBe('a.png');
    expect(form.has('1-game-screenshot')).toBe(false);
    expect((form.get('2-game-screenshot') as File).name).toBe('c.png');
  });

  it('leaves out the game that was not needed and names the opponent as winner when they won', () => {
    const result = buildDuelReport({ ...base, games: [row('1', '2'), row('0', '3'), row('', '')] });
    expect(result.ok && result.formData.get('winner')).toBe('5');
    expect(result.ok && result.formData.getAll('scoreParticipant')).toEqual(['1', '0']);
    expect(deriveSeries([row('1', '2'), row('0', '3'), row('', '')])).toEqual({
      played: 2,
      myWins: 0,
      theirWins: 2,
      winner: 'theirs',
    });
  });

  it('refuses a game played after the series was decided, an undecided series and non-numbers, at their fields', () => {
    const late = buildDuelReport({ ...base, games: [row('2', '0'), row('2', '0'), row('2', '0')] });
    expect(late).toEqual({
      ok: false,
      errors: { 'scoreParticipant.2': 'The series was already decided before this game.' },
    });
    const short = buildDuelReport({ ...base, games: [row('2', '0'), row('', ''), row('', '')] });
    expect(short.ok).toBe(false);
    expect(!short.ok && short.errors.winner).toBe('The winner needs 2 games.');
    const bad = buildDuelReport({ ...base, games: [row('x', '-1'), row('', ''), row('', '')] });
    expect(!bad.ok && Object.keys(bad.errors).sort()).toEqual(['scoreOpponent.0', 'scoreParticipant.0']);
    const tie = buildDuelReport({ ...base, bestOf: 1, games: [row('1', '1')] });
    expect(!tie.ok && tie.errors.winner).toBe('These scores do not give a winner.');
  });

  it('asks for a screenshot of every played game when the tournament requires one', () => {
    const result = buildDuelReport({
      ...base,
      screenshotRequired: true,
      games: [row('2', '0', shot('a.png')), row('2', '0'), row('', '')],
    });
    expect(result).toEqual({ ok: false, errors: { '1-game-screenshot': 'A screenshot of the score is required.' } });
  });
});

describe('the body a duel report is sent as', () => {
  const input = (games: DuelGameRow[]) => ({
    bestOf: 3,
    games,
    mySeed: 4,
    opponentSeed: 1,
    screenshotRequired: false,
  });
  const built = (games: DuelGameRow[]) => {
    const result = buildDuelReport(input(games));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    return result.formData;
  };

  it('is JSON of the same fields when there is no screenshot', () => {
    expect(duelReportJson(built([row('2', '1'), row('0', '3'), row('5', '4')]))).toEqual({
      winner: 4,
      scoreParticipant: [2, 0, 5],
      scoreOpponent: [1, 3, 4],
    });
  });

  it('stays multipart when a screenshot is attached', () => {
    expect(duelReportJson(built([row('2', '1', shot('g1.png')), row('3', '0')]))).toBeUndefined();
  });
});
