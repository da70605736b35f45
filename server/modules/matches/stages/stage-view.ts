// A stage format adapter seen through one stage of a multi-stage event (issue 31 §2). Matches keep the event's
// seeds and rounds are numbered through the whole event, so every match path works unchanged; this wrapper hands the
// adapter only its stage's matches (rounds firstRound … endRound - 1) with stage seeds (stage seed i + 1 is
// entrantSeeds[i]) and stage rounds, and maps every row, placement, standing and feed target it answers back.
import type { DuelResult } from '../../../../src/domain/index.js';
import type { FeedTarget, StageFormat } from './stage-format.js';
import type { NewMatch, StoredEntrant, StoredFfaResult, StoredMatch } from './stored-play.js';

export interface StageBounds {
  /** The event round that is the stage's round 0. */
  firstRound: number;
  /** The next stage's first round (exclusive), or null for the last stage stored. */
  endRound: number | null;
  /** Event seeds in the stage's seed order. */
  entrantSeeds: readonly number[];
}

/** Event seed ↔ stage seed, keeping the TBD and BYE markers (≤ 0) as they are. */
class SeedMap {
  private readonly toStageSeed = new Map<number, number>();
  constructor(private readonly seeds: readonly number[]) {
    seeds.forEach((seed, i) => this.toStageSeed.set(seed, i + 1));
  }
  has = (eventSeed: number) => this.toStageSeed.has(eventSeed);
  in = (seed: number): number => (seed > 0 ? (this.toStageSeed.get(seed) ?? seed) : seed);
  out = (seed: number): number => (seed > 0 ? (this.seeds[seed - 1] ?? seed) : seed);
  inOpt = (seed: number | undefined) => (seed === undefined ? undefined : this.in(seed));
}

function mapResult(result: unknown, map: (seed: number) => number): unknown {
  if (!result) return result;
  if (Array.isArray(result)) return (result as StoredFfaResult).map((entry) => ({ ...entry, seed: map(entry.seed) }));
  const duel = result as DuelResult;
  return {
    ...duel,
    participants: [map(duel.participants[0]), map(duel.participants[1])],
    ...(duel.forfeit !== undefined ? { forfeit: map(duel.forfeit) } : {}),
    ...(duel.disqualified !== undefined ? { disqualified: map(duel.disqualified) } : {}),
    ...(duel.decision !== undefined ? { decision: map(duel.decision) } : {}),
  };
}

/** The adapter `inner` playing the stage within `bounds`, over the event's seeds and rounds. */
export function stageView(inner: StageFormat, bounds: StageBounds): StageFormat {
  const seeds = new SeedMap(bounds.entrantSeeds);
  const { firstRound, endRound } = bounds;
  const inStage = (round: number) => round >= firstRound && (endRound === null || round < endRound);

  const matchesIn = (matches: readonly StoredMatch[]): StoredMatch[] =>
    matches
      .filter((match) => inStage(match.round_index))
      .map((match) => ({
        ...match,
        round_index: match.round_index - firstRound,
        participants: match.participants.map(seeds.in),
        winner: match.winner === null ? null : seeds.in(match.winner),
        result: mapResult(match.result, seeds.in),
      }));
  // The stage's entrants in its seed order; who left after the stage (knocked out by a later one) played it all.
  const entrantsIn = <E extends StoredEntrant>(entrants: readonly E[]): E[] =>
    entrants
      .filter((entrant) => seeds.has(entrant.seed))
      .map((entrant) => {
        const left = entrant.left_at_round;
        const leftInStage = left === null || !inStage(left) ? null : left - firstRound;
        return { ...entrant, seed: seeds.in(entrant.seed), left_at_round: leftInStage };
      })
      .sort((a, b) => a.seed - b.seed);
  const rowsOut = (rows: readonly NewMatch[]): NewMatch[] =>
    rows.map((row) => ({
      ...row,
      round_index: row.round_index + firstRound,
      participants: row.participants.map(seeds.out),
      winner: row.winner === null ? null : seeds.out(row.winner),
    }));
  const placesOut = (places: Map<number, number>) =>
    new Map([...places].map(([seed, place]) => [seeds.out(seed), place]));
  const target = (t: FeedTarget | null | undefined): FeedTarget | null =>
    t ? { ...t, round: t.round + firstRound } : null;
  const standingRowsOut = <R extends { seed: number }>(rows: readonly R[]): R[] =>
    rows.map((row) => ({ ...row, seed: seeds.out(row.seed) }));

  return {
    plannedRounds: (format, entrantCount) => inner.plannedRounds(format, entrantCount),
    roundNames: (format, entrantCount) => inner.roundNames(format, entrantCount),
    start(format, entrants, randomSeed) {
      const { matches, rounds } = inner.start(format, entrantsIn(entrants), randomSeed);
      return { matches: rowsOut(matches), rounds };
    },
    nextRound: inner.nextRound
      ? (format, entrants, matches, randomSeed) =>
          rowsOut(inner.nextRound!(format, entrantsIn(entrants), matchesIn(matches), randomSeed))
      : null,
    duelFeed(format, entrantCount, position, winnerSlot) {
      const feed = inner.duelFeed(format, entrantCount, position, winnerSlot);
      return feed && { winnerTo: target(feed.winnerTo), loserTo: target(feed.loserTo), byeTo: target(feed.byeTo) };
    },
    ...(inner.matchPlace
      ? { matchPlace: (format, entrantCount, position) => inner.matchPlace!(format, entrantCount, position) }
      : {}),
    reflow: inner.reflow && {
      diff: (format, entrantCount, matches) =>
        inner.reflow!.diff(format, entrantCount, matchesIn(matches)).map((diff) => ({
          ...diff,
          participants: diff.participants.map(seeds.out),
          winner: diff.winner === null ? null : seeds.out(diff.winner),
        })),
      eliminated: (format, entrantCount, matches) =>
        new Set([...inner.reflow!.eliminated(format, entrantCount, matchesIn(matches))].map(seeds.out)),
    },
    placements: (format, entrantCount, entrants, matches) =>
      placesOut(inner.placements(format, entrantCount, entrantsIn(entrants), matchesIn(matches))),
    standings(format, entrantCount, entrants, matches, started) {
      const table = inner.standings(format, entrantCount, entrantsIn(entrants), matchesIn(matches), started);
      return {
        columns: table.columns,
        rows: standingRowsOut(table.rows),
        ...(table.groups
          ? { groups: table.groups.map((group) => ({ ...group, rows: standingRowsOut(group.rows) })) }
          : {}),
      };
    },
    ...(inner.groups
      ? {
          groups: (format, entrantCount, entrants, matches, started) =>
            inner.groups!(format, entrantCount, entrantsIn(entrants), matchesIn(matches), started).map((group) => ({
              ...group,
              rows: standingRowsOut(group.rows),
            })),
        }
      : {}),
    // Entrants stay engine indices of the stage: stage-transition.ts maps them with entrantSeeds.
    ...(inner.qualifyingStandings
      ? {
          qualifyingStandings: (format, entrantCount, entrants, matches) =>
            inner.qualifyingStandings!(format, entrantCount, entrantsIn(entrants), matchesIn(matches)),
        }
      : {}),
  };
}
