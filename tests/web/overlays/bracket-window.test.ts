// The part of the bracket the bracket overlay shows: the focus round and its neighbours in an elimination bracket,
// the focus round alone otherwise, each column cut to the matches around the focus; and the standings' top N.
import { describe, expect, it } from 'vitest';
import type { MatchView, StandingsView } from '../../../src/contract/matches.js';
import {
  bracketWindow,
  focusRoundIndex,
  MAX_MATCHES_PER_ROUND,
  sliceAround,
} from '../../../web/features/overlays/model/bracket-window.js';
import { standingsLimit, topStandings } from '../../../web/features/overlays/model/standings-top.js';
import { match, round, side, view } from './overlay-fixtures.js';

/** A single elimination of `size` players, positions numbered through the bracket as the server does. */
function elimination(size: number): MatchView[] {
  const matches: MatchView[] = [];
  let position = 0;
  for (let r = 0, count = size / 2; count >= 1; r++, count /= 2) {
    for (let k = 0; k < count; k++) {
      const sides = r === 0 ? [side(2 * k + 1), side(2 * k + 2)] : [side(null), side(null)];
      matches.push(match({ id: `r${r}m${k}`, roundIndex: r, position: position++, sides }));
    }
  }
  return matches;
}

describe('bracketWindow', () => {
  const rounds16 = [
    round(0, 'COMPLETE'),
    round(1, 'IN_PROGRESS', 'Quarterfinals'),
    round(2, 'UPCOMING'),
    round(3, 'UPCOMING'),
  ];

  it('shows an elimination bracket’s focus round with the rounds before and after', () => {
    const v = view({ matches: elimination(16), rounds: rounds16 });
    const focus = v.matches.find((m) => m.id === 'r1m2')!;
    const w = bracketWindow(v, focus);
    expect(w.rounds.map((r) => r.index)).toEqual([0, 1, 2]);
    expect(w.rounds[1].name).toBe('Quarterfinals');
    expect(w.rounds.map((r) => r.matches.length)).toEqual([8, 4, 2]);
    expect(w.focusMatchId).toBe('r1m2');
  });

  it('stops at the bracket’s ends', () => {
    const v = view({ matches: elimination(4), rounds: [round(0, 'IN_PROGRESS'), round(1, 'UPCOMING')] });
    expect(bracketWindow(v, v.matches[0]).rounds.map((r) => r.index)).toEqual([0, 1]);
    expect(bracketWindow(v, v.matches[2]).rounds.map((r) => r.index)).toEqual([0, 1]);
  });

  it('cuts a big round to the matches around the focus, and the round before to the ones feeding them', () => {
    const v = view({ matches: elimination(64), rounds: [round(0, 'COMPLETE'), round(1, 'IN_PROGRESS')] });
    const focus = v.matches.find((m) => m.id === 'r1m12')!;
    const [before, centre, after] = bracketWindow(v, focus).rounds;
    expect(centre.matches).toHaveLength(MAX_MATCHES_PER_ROUND);
    expect(centre.matches.map((m) => m.id)).toContain('r1m12');
    expect(before.matches.map((m) => m.id)).toEqual(expect.arrayContaining(['r0m24', 'r0m25']));
    expect(after.matches.map((m) => m.id)).toContain('r2m6');
  });

  it('shows only the focus round’s pairings in a Swiss event', () => {
    const matches = [0, 1, 2].flatMap((r) =>
      [0, 1].map((k) =>
        match({ id: `r${r}m${k}`, roundIndex: r, position: k, sides: [side(1 + k * 2), side(2 + k * 2)] }),
      ),
    );
    const v = view({
      format: 'SWISS_SYSTEM',
      matches,
      rounds: [round(0, 'COMPLETE'), round(1, 'IN_PROGRESS'), round(2, 'UPCOMING')],
    });
    const w = bracketWindow(v, null);
    expect(w.focusRound).toBe(1);
    expect(w.rounds).toHaveLength(1);
    expect(w.rounds[0].matches.map((m) => m.id)).toEqual(['r1m0', 'r1m1']);
  });

  it('centres on the last completed round between rounds, and is empty before seeding', () => {
    const v = view({ matches: elimination(4), rounds: [round(0, 'COMPLETE'), round(1, 'UPCOMING')] });
    expect(focusRoundIndex(v, v.matches)).toBe(0);
    expect(bracketWindow(view({ matches: [], rounds: [] }), null).rounds).toEqual([]);
  });

  it('slices within the list', () => {
    const items = Array.from({ length: 20 }, (_, k) => k);
    expect(sliceAround(items, 0, 4)).toEqual([0, 1, 2, 3]);
    expect(sliceAround(items, 10, 4)).toEqual([8, 9, 10, 11]);
    expect(sliceAround(items, 19, 4)).toEqual([16, 17, 18, 19]);
    expect(sliceAround([1, 2], 1, 4)).toEqual([1, 2]);
  });
});

describe('standings overlay rows', () => {
  it('reads ?limit= within bounds, with a default', () => {
    expect(standingsLimit(null)).toBe(8);
    expect(standingsLimit('abc')).toBe(8);
    expect(standingsLimit('3')).toBe(3);
    expect(standingsLimit('0')).toBe(1);
    expect(standingsLimit('500')).toBe(16);
  });

  it('takes the first rows in the tournament’s order', () => {
    const row = (seed: number) => ({
      rank: seed,
      seed,
      name: `P${seed}`,
      status: 'ACTIVE' as const,
      points: 10 - seed,
      wins: 0,
      losses: 0,
      gamesPlayed: 0,
      tieBreaks: [],
    });
    const standings: StandingsView = { tournamentId: 't', columns: [], rows: [1, 2, 3, 4].map(row), final: false };
    expect(topStandings(standings, 2).map((r) => r.name)).toEqual(['P1', 'P2']);
  });

  it('puts those still in the running above the ranked (eliminated) ones', () => {
    const row = (seed: number, rank: number | null) => ({
      rank,
      seed,
      name: `P${seed}`,
      status: 'ACTIVE' as const,
      points: 0,
      wins: 0,
      losses: 0,
      gamesPlayed: 0,
      tieBreaks: [],
    });
    const rows = [row(4, 3), row(3, 3), row(1, null), row(2, null), row(8, 5)];
    const standings: StandingsView = { tournamentId: 't', columns: [], rows, final: false };
    expect(topStandings(standings, 4).map((r) => r.name)).toEqual(['P1', 'P2', 'P4', 'P3']);
  });
});
