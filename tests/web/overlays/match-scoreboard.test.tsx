// @vitest-environment jsdom
// Issue 30 "Sides" on the stream overlays: in a game with sides the match overlay marks each entrant's side (game 1's,
// as the match cards do), and a game without sides shows none.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MatchScoreboard } from '../../../web/features/overlays/components/match-scoreboard.js';
import { match, round, side, view } from './overlay-fixtures.js';

afterEach(cleanup);

const board = (fields: Parameters<typeof match>[0]) => {
  const m = match(fields);
  render(<MatchScoreboard view={view({ matches: [m], rounds: [round(0, 'IN_PROGRESS')] })} match={m} />);
  return screen.getAllByTestId('overlay-side').map((name) => ({
    text: name.textContent,
    side: name.querySelector('[data-testid="side-marker"]')?.getAttribute('data-side') ?? null,
  }));
};

describe('match overlay sides', () => {
  it("marks each entrant's side, whichever seed has the first", () => {
    const sides = board({
      id: 'm',
      roundIndex: 0,
      position: 0,
      sideNames: ['White', 'Black'],
      sides: [
        { ...side(1), side: 'SECOND' },
        { ...side(2), side: 'FIRST' },
      ],
    });
    expect(sides).toEqual([
      { text: 'BlackP1', side: 'SECOND' },
      { text: 'WhiteP2', side: 'FIRST' },
    ]);
  });

  it('shows no side in a game without sides', () => {
    expect(board({ id: 'm', roundIndex: 0, position: 0 })).toEqual([
      { text: 'P1', side: null },
      { text: 'P2', side: null },
    ]);
  });
});
