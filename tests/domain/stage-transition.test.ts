import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createRoundRobin,
  playableRoundRobinMatches,
  recordRoundRobinResults,
  roundRobinStageStandings,
  roundRobinStandings,
  seededKey,
  stageTransition,
  type NextStage,
  type QualificationRule,
  type StageStandings,
  type StageTransition,
} from '../../src/domain/index.js';
import { win } from './builders.js';

/** A round-robin group stage played to its end through the engine, each result drawn from `seed`. */
function groupStage(participantCount: number, groupCount: number, seed: number): StageStandings {
  const stage = createRoundRobin({ participantCount, groupCount });
  const ids = playableRoundRobinMatches(stage);
  const played = recordRoundRobinResults(
    stage,
    ids.map((m) => {
      const [a, b] = [stage.home[m], stage.away[m]];
      return { matchId: m, result: seededKey(seed, m) % 2 === 0 ? win(a, b) : win(b, a) };
    }),
  ).stage;
  return roundRobinStageStandings(roundRobinStandings(played));
}

const groupOf = (standings: StageStandings): Map<number, number> => {
  const map = new Map<number, number>();
  standings.forEach((rows, g) => rows.forEach((r) => map.set(r.entrant, g)));
  return map;
};

/** First-round matches of two entrants from the same group. */
function firstRoundMates(t: StageTransition, group: Map<number, number>): number {
  return t.firstRound.filter(({ entrants: [a, b] }) => a !== null && b !== null && group.get(a) === group.get(b))
    .length;
}

/**
 * The fewest first-round group-mate matches any seeding keeping the tiers could give: every order of each tier's
 * entrants over that tier's seeds, tried (small fields only). `pairs` are first-round seed pairs (0-based).
 */
function fewestFirstRoundMates(tierGroups: number[][], pairs: [number, number][]): number {
  const groupAtSeed: number[] = [];
  let best = Infinity;
  const place = (tier: number, from: number, left: number[]) => {
    if (tier === tierGroups.length) {
      best = Math.min(best, pairs.filter(([a, b]) => groupAtSeed[a] === groupAtSeed[b]).length);
      return;
    }
    if (left.length === 0) return place(tier + 1, from, tierGroups[tier + 1] ?? []);
    const seen = new Set<number>();
    for (let i = 0; i < left.length; i++) {
      if (seen.has(left[i])) continue;
      seen.add(left[i]);
      groupAtSeed[from] = left[i];
      place(tier, from + 1, [...left.slice(0, i), ...left.slice(i + 1)]);
    }
  };
  place(0, 0, tierGroups[0] ?? []);
  return best;
}

describe('stage transition', () => {
  it('seeds two groups into a double elimination playoff 1A–2B, 1B–2A', () => {
    const standings = groupStage(8, 2, 7);
    const t = stageTransition({
      standings,
      rule: { kind: 'TOP_PER_GROUP', perGroup: 2 },
      seeding: 'CROSS_GROUP',
      next: { format: 'DOUBLE_ELIMINATION', options: { grandFinal: 'WITH_RESET' } },
    });
    const [a, b] = standings;
    const sortedWinners = [a[0], b[0]].sort((x, y) => y.points - x.points || x.entrant - y.entrant);
    const top = sortedWinners[0].entrant === a[0].entrant ? [a, b] : [b, a];
    expect(t.firstRound.map((p) => p.entrants)).toEqual([
      [top[0][0].entrant, top[1][1].entrant],
      [top[1][0].entrant, top[0][1].entrant],
    ]);
    expect(t.next.format).toBe('DOUBLE_ELIMINATION');
    expect(t.eliminated.map((p) => [p.place, p.placeTo])).toEqual([
      [5, 6],
      [5, 6],
      [7, 8],
      [7, 8],
    ]);
  });

  it('spreads the qualified of each group over different groups of a next group stage', () => {
    const standings = groupStage(24, 4, 3);
    const t = stageTransition({
      standings,
      rule: { kind: 'TOP_PER_GROUP', perGroup: 2 },
      seeding: 'CROSS_GROUP',
      next: { format: 'ROUND_ROBIN', options: { groupCount: 2 } },
    });
    const group = groupOf(standings);
    if (t.next.format !== 'ROUND_ROBIN') throw new Error('round robin expected');
    for (const members of t.next.stage.groups) {
      const from = Array.from(members, (p) => group.get(t.entrants[p]));
      expect(new Set(from).size).toBe(from.length);
    }
  });

  const field = fc
    .record({
      groups: fc.integer({ min: 1, max: 4 }),
      size: fc.integer({ min: 2, max: 5 }),
      perGroup: fc.integer({ min: 1, max: 3 }),
      extra: fc.integer({ min: 0, max: 4 }),
      overall: fc.boolean(),
      format: fc.constantFrom<NextStage['format']>('SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION'),
      seed: fc.integer(),
    })
    .map((f) => ({ ...f, perGroup: Math.min(f.perGroup, f.size - 1), extra: Math.min(f.extra, f.groups) }));

  it('qualifies exactly K per group (or K overall), keeps group mates apart when avoidable, and is deterministic', () => {
    fc.assert(
      fc.property(field, ({ groups, size, perGroup, extra, overall, format, seed }) => {
        const standings = groupStage(groups * size, groups, seed);
        const rule: QualificationRule = overall
          ? { kind: 'TOP_OVERALL', count: groups * perGroup + extra }
          : { kind: 'TOP_PER_GROUP', perGroup, bestOfNextPlace: extra };
        const count = groups * perGroup + extra;
        if (count < (format === 'DOUBLE_ELIMINATION' ? 3 : 2)) return;
        const input = { standings, rule, seeding: 'CROSS_GROUP' as const, next: { format } as NextStage };
        const t = stageTransition(input);
        const group = groupOf(standings);

        // Exactly the first K of every group, and the rest from the next place.
        expect(t.entrants.length).toBe(count);
        const perGroupCount = new Map<number, number>();
        for (const e of t.entrants)
          perGroupCount.set(group.get(e) as number, (perGroupCount.get(group.get(e) as number) ?? 0) + 1);
        standings.forEach((rows, g) => {
          const taken = perGroupCount.get(g) ?? 0;
          expect(taken === perGroup || taken === perGroup + 1).toBe(true);
          const chosen = new Set(t.entrants);
          // Qualified entrants are a prefix of their group's table.
          rows.forEach((r, i) => expect(chosen.has(r.entrant)).toBe(i < taken));
        });
        expect(new Set(t.entrants).size).toBe(count);

        // Each qualified entrant plays the first round once (or has a bye); the knocked out are placed after them.
        const seen = t.firstRound.flatMap((p) => p.entrants).filter((e) => e !== null);
        expect([...seen].sort((x, y) => x - y)).toEqual([...t.entrants].sort((x, y) => x - y));
        expect(t.eliminated.length).toBe(groups * size - count);
        for (const p of t.eliminated) expect(p.place).toBeGreaterThan(count);

        // No first-round meeting of group mates that another seeding within the tiers would avoid.
        const tierGroups: number[][] = [];
        for (const s of t.qualification.seeds) (tierGroups[s.groupPlace - 1] ??= []).push(s.group);
        const index = new Map(Array.from(t.entrants, (e, i) => [e, i]));
        const pairs = t.firstRound
          .filter(({ entrants: [a, b] }) => a !== null && b !== null)
          .map(({ entrants: [a, b] }) => [index.get(a as number), index.get(b as number)] as [number, number]);
        expect(firstRoundMates(t, group)).toBe(fewestFirstRoundMates(tierGroups, pairs));

        // Same input, same stage.
        const again = stageTransition(input);
        expect(Array.from(again.entrants)).toEqual(Array.from(t.entrants));
        expect(again.firstRound).toEqual(t.firstRound);
      }),
      { numRuns: 300 },
    );
  });
});
