// Which match the match overlay shows: the pinned one, else a live one (the streamed one first), else the last one
// decided; and what it writes about it.
import { describe, expect, it } from 'vitest';
import { currentMatch } from '../../../web/features/overlays/model/current-match.js';
import {
  matchStateLabel,
  roundLabel,
  scoreText,
  sideLabel,
} from '../../../web/features/overlays/model/match-labels.js';
import { match, round, side, view } from './overlay-fixtures.js';

const semi1 = match({ id: 's1', roundIndex: 0, position: 0, sides: [side(1), side(4)] });
const semi2 = match({ id: 's2', roundIndex: 0, position: 1, sides: [side(2), side(3)] });
const final = match({ id: 'f', roundIndex: 1, position: 2, status: 'PENDING', sides: [side(null), side(null)] });
const rounds = [round(0, 'IN_PROGRESS', 'Semifinals'), round(1, 'UPCOMING', 'Final')];

describe('currentMatch', () => {
  it('shows the first live match of the round being played', () => {
    expect(currentMatch(view({ matches: [semi2, semi1, final], rounds }))?.id).toBe('s1');
  });

  it('prefers the match with a stream link: the one being streamed', () => {
    const streamed = { ...semi2, streamUrl: 'https://twitch.tv/arena' };
    expect(currentMatch(view({ matches: [semi1, streamed, final], rounds }))?.id).toBe('s2');
  });

  it('keeps a reported or disputed match on screen, and moves on once it is final', () => {
    const reported = { ...semi1, status: 'REPORTED' as const };
    expect(currentMatch(view({ matches: [reported, semi2, final], rounds }))?.id).toBe('s1');
    const done = { ...semi1, status: 'COMPLETED' as const, resolvedAt: '2026-01-01T10:00:00Z', winnerSeed: 1 };
    expect(currentMatch(view({ matches: [done, semi2, final], rounds }))?.id).toBe('s2');
  });

  it('ignores READY matches of a round that has not started, and byes', () => {
    const bye = match({
      id: 'b',
      roundIndex: 0,
      position: 0,
      status: 'BYE',
      sides: [side(1), { ...side(null), bye: true }],
    });
    const upcoming = [round(0, 'UPCOMING')];
    expect(currentMatch(view({ matches: [semi1], rounds: upcoming }))).toBeNull();
    expect(currentMatch(view({ matches: [bye], rounds }))).toBeNull();
  });

  it('shows the match decided last when none is live', () => {
    const a = { ...semi1, status: 'COMPLETED' as const, resolvedAt: '2026-01-01T10:00:00Z', winnerSeed: 1 };
    const b = { ...semi2, status: 'WALKOVER' as const, resolvedAt: '2026-01-01T10:05:00Z', winnerSeed: 2 };
    const between = [round(0, 'COMPLETE', 'Semifinals'), round(1, 'UPCOMING', 'Final')];
    expect(currentMatch(view({ matches: [a, b, final], rounds: between }))?.id).toBe('s2');
  });

  it('settles on the deciding match once the tournament is finished, not on the board that ended last', () => {
    const done = (m: typeof semi1, at: string) => ({
      ...m,
      status: 'COMPLETED' as const,
      resolvedAt: at,
      winnerSeed: m.sides[0].seed,
    });
    const played = { ...final, sides: [side(1), side(2)] };
    const third = match({
      id: 'third',
      roundIndex: 1,
      position: 3,
      sides: [side(3), side(4)],
      isThirdPlaceDecider: true,
    });
    const matches = [
      done(semi1, '2026-01-01T10:00:00Z'),
      done(semi2, '2026-01-01T10:05:00Z'),
      done(played, '2026-01-01T11:00:00Z'),
      done(third, '2026-01-01T11:10:00Z'),
    ];
    const ended = [round(0, 'COMPLETE', 'Semifinals'), round(1, 'COMPLETE', 'Final')];
    expect(currentMatch(view({ matches, rounds: ended }))?.id).toBe('third');
    expect(currentMatch(view({ matches, rounds: ended, finished: true }))?.id).toBe('f');
  });

  it('shows a pinned match whatever its state, and nothing for an id of another tournament', () => {
    const v = view({ matches: [semi1, semi2, final], rounds });
    expect(currentMatch(v, 'f')?.id).toBe('f');
    expect(currentMatch(v, 'elsewhere')).toBeNull();
  });

  it('looks only at the stage being played', () => {
    const groupMatch = { ...semi1, id: 'g', stage: 0 };
    const playoff = { ...semi2, id: 'p', stage: 1, roundIndex: 3 };
    const v = view({ matches: [groupMatch, playoff], rounds: [round(0, 'IN_PROGRESS'), round(3, 'IN_PROGRESS')] });
    expect(currentMatch({ ...v, currentStage: 1 })?.id).toBe('p');
  });
});

describe('match labels', () => {
  const v = view({ matches: [semi1, semi2, final], rounds });

  it('names the sides, a bye and a side still to come', () => {
    expect(sideLabel(v, side(4))).toBe('P4');
    expect(sideLabel(v, side(null))).toBe('TBD');
    expect(sideLabel(v, { ...side(null), bye: true })).toBe('Bye');
  });

  it('names the round, the group and the third-place match', () => {
    expect(roundLabel(v, semi1)).toBe('Semifinals');
    expect(roundLabel(v, { ...final, isThirdPlaceDecider: true })).toBe('Third place match');
    const grouped = { ...v, groups: [{ index: 1, name: 'Group B', columns: [], rows: [] }] };
    expect(roundLabel(grouped, { ...semi1, group: 1 })).toBe('Group B · Semifinals');
  });

  it('says the state a viewer understands and shows only final scores', () => {
    expect(matchStateLabel(semi1)).toBe('Live');
    expect(matchStateLabel({ ...semi1, status: 'REPORTED' })).toBe('Score reported');
    expect(matchStateLabel({ ...semi1, status: 'COMPLETED' })).toBe('Final score');
    expect(scoreText(side(1))).toBe('');
    expect(scoreText(side(1, 0))).toBe('0');
  });
});
