// Qualification between two stages (issue 31 §2): from a finished stage's standings (round-robin groups, or one
// Swiss or FFA list) to the entrants of the next stage in seed order, and the places of those knocked out.
//
// Entrants are numbers the caller chooses (the finished stage's participant indices: lower is the better seed).
// A group stage yields "tiers": every group winner, then every runner-up, … Within a tier, entrants of different
// groups are ranked by points, then the cross-group tie-break values, then entrant (head-to-head cannot apply:
// they never met). Seeding either keeps the tiers and places group mates as far apart in the next stage as it can
// (CROSS_GROUP: 1A–2B, 1B–2A, … for any number of groups and entrants per group), or is the overall order.

import type { RoundRobinStandingRow } from './round-robin-standings.js';
import { bracketSize, standardSeedingOrder } from './seeding-order.js';
import type { FfaStanding } from './matchups-ffa.js';
import type { SwissStanding } from './swiss-standings.js';

export interface StageStandingRow {
  entrant: number;
  points: number;
  /** Values compared across groups after points, in order, higher is better. */
  crossGroupValues: readonly number[];
  /** False for entrants who may not go on (dropped, disqualified): the next one in the group moves up. */
  eligible?: boolean;
}

/** One ordered list per group, best first; a Swiss or FFA stage is one list. */
export type StageStandings = readonly (readonly StageStandingRow[])[];

export type QualificationRule =
  /** The first `perGroup` of every group, plus the best `bestOfNextPlace` of the next place across groups. */
  | { kind: 'TOP_PER_GROUP'; perGroup: number; bestOfNextPlace?: number }
  /** The first `count` of the overall order (group place first, then points and tie-breaks across groups). */
  | { kind: 'TOP_OVERALL'; count: number };

export type QualificationSeeding = 'CROSS_GROUP' | 'BY_STANDING';

/**
 * Earliest round (0 = first) in which next-stage seeds a and b (0-based) can meet; a larger number is later.
 * Infinity when they never meet (different groups of a group stage).
 */
export type MeetingRound = (seedA: number, seedB: number) => number;

export interface QualifiedEntrant {
  entrant: number;
  group: number;
  /** 1-based place in its group among the eligible entrants. */
  groupPlace: number;
}

export interface Qualification {
  /** Qualified entrants in the next stage's seed order: seeds[0] is seed 1. */
  seeds: QualifiedEntrant[];
  /** Knocked-out eligible entrants, best first (see eliminatedPlacements for their places). */
  eliminated: QualifiedEntrant[];
}

interface Ranked extends QualifiedEntrant {
  row: StageStandingRow;
}

/** Better first: points, then the cross-group values in order, then the lower entrant. */
function compareAcrossGroups(a: Ranked, b: Ranked): number {
  if (a.row.points !== b.row.points) return b.row.points - a.row.points;
  const va = a.row.crossGroupValues;
  const vb = b.row.crossGroupValues;
  for (let i = 0; i < Math.min(va.length, vb.length); i++) if (va[i] !== vb[i]) return vb[i] - va[i];
  return a.entrant - b.entrant;
}

/** Eligible entrants by group place: tiers[t] holds every group's (t+1)-th, ranked across groups. */
function placeTiers(standings: StageStandings): Ranked[][] {
  const tiers: Ranked[][] = [];
  standings.forEach((rows, group) => {
    let place = 0;
    for (const row of rows) {
      if (row.eligible === false) continue;
      (tiers[place] ??= []).push({ entrant: row.entrant, group, groupPlace: place + 1, row });
      place++;
    }
  });
  // One list: its order is already the ranking (ties broken by the stage's own tie-breaks).
  if (standings.length > 1) for (const tier of tiers) tier.sort(compareAcrossGroups);
  return tiers;
}

const strip = ({ entrant, group, groupPlace }: Ranked): QualifiedEntrant => ({ entrant, group, groupPlace });

/** The qualified entrants as seed tiers (in natural order) and the knocked-out ones, best first. */
function select(standings: StageStandings, rule: QualificationRule): { tiers: Ranked[][]; out: Ranked[] } {
  const all = placeTiers(standings);
  const tiers: Ranked[][] = [];
  const out: Ranked[] = [];
  let left = rule.kind === 'TOP_OVERALL' ? rule.count : Number.MAX_SAFE_INTEGER;
  all.forEach((tier, t) => {
    let take: number;
    if (rule.kind === 'TOP_OVERALL') take = Math.min(left, tier.length);
    else if (t < rule.perGroup) take = tier.length;
    else if (t === rule.perGroup) take = Math.min(rule.bestOfNextPlace ?? 0, tier.length);
    else take = 0;
    left -= take;
    if (take > 0) tiers.push(tier.slice(0, take));
    out.push(...tier.slice(take));
  });
  return { tiers, out };
}

/** Meeting rounds of a knockout of `count` entrants seeded in the standard order (seed i at its bracket slot). */
export function knockoutMeetingRound(count: number): MeetingRound {
  const order = standardSeedingOrder(bracketSize(Math.max(count, 2)));
  const slot = new Int32Array(order.length);
  for (let i = 0; i < order.length; i++) slot[order[i] - 1] = i;
  // Two slots first share a sub-bracket at the highest bit where they differ.
  return (a, b) => 31 - Math.clz32(slot[a] ^ slot[b]);
}

/**
 * Assigns the entrants of one tier to the seed numbers from..from+tier.length-1, best seed first: each seed takes,
 * of the entrants left, the one whose earliest meeting with an already seeded group mate is latest (ties: the
 * better ranked).
 */
function seedTier(
  tier: Ranked[],
  from: number,
  seeds: Ranked[],
  seedsOfGroup: Map<number, number[]>,
  meet: MeetingRound,
  latest: number,
): void {
  const n = tier.length;
  const earliestMeeting = (e: Ranked, seed: number): number => {
    let best = Infinity;
    for (const s of seedsOfGroup.get(e.group) ?? []) best = Math.min(best, meet(seed, s));
    return best;
  };
  // Entrants left, as a linked list in ranking order (removal in O(1)); n ends it.
  const next = Int32Array.from({ length: n }, (_, i) => i + 1);
  let head = 0;
  for (let k = 0; k < n; k++) {
    const seed = from + k;
    let chosen = -1;
    let chosenPrev = -1;
    let bestScore = -1;
    for (let prev = -1, i = head; i < n; prev = i, i = next[i]) {
      const score = earliestMeeting(tier[i], seed);
      if (score > bestScore) {
        bestScore = score;
        chosen = i;
        chosenPrev = prev;
        if (score >= latest) break;
      }
    }
    if (chosenPrev === -1) head = next[chosen];
    else next[chosenPrev] = next[chosen];
    seeds[seed] = tier[chosen];
    const list = seedsOfGroup.get(tier[chosen].group);
    if (list) list.push(seed);
    else seedsOfGroup.set(tier[chosen].group, [seed]);
  }
}

/**
 * Undoes first-round meetings of group mates the greedy pass left: for each, swaps one of the two with another
 * seed of its own tier (the worse seed first, the nearest seed number first) when that lowers the number of such
 * meetings. The tiers stay; only the order inside one changes.
 */
function repairFirstRound(
  seeds: Ranked[],
  tierOf: Int32Array,
  seedsOfGroup: Map<number, number[]>,
  meet: MeetingRound,
): void {
  const count = seeds.length;
  /** The seed's first-round opponent when it is a group mate, else -1. */
  const mateInFirstRound = (seed: number): number => {
    for (const s of seedsOfGroup.get(seeds[seed].group) as number[]) if (s !== seed && meet(seed, s) === 0) return s;
    return -1;
  };
  const clashes = (i: number, j: number) => (mateInFirstRound(i) >= 0 ? 1 : 0) + (mateInFirstRound(j) >= 0 ? 1 : 0);
  const swap = (i: number, j: number) => {
    const a = seeds[i];
    const b = seeds[j];
    const la = seedsOfGroup.get(a.group) as number[];
    const lb = seedsOfGroup.get(b.group) as number[];
    la[la.indexOf(i)] = j;
    lb[lb.indexOf(j)] = i;
    seeds[i] = b;
    seeds[j] = a;
  };
  const trySwaps = (i: number): boolean => {
    for (let d = 1; d < count; d++) {
      for (const j of [i + d, i - d]) {
        if (j < 0 || j >= count || tierOf[j] !== tierOf[i] || seeds[j].group === seeds[i].group) continue;
        const before = clashes(i, j);
        swap(i, j);
        if (clashes(i, j) < before) return true;
        swap(i, j);
      }
    }
    return false;
  };
  for (let i = count - 1; i >= 0; i--) {
    const mate = mateInFirstRound(i);
    if (mate < 0) continue;
    if (!trySwaps(Math.max(i, mate))) trySwaps(Math.min(i, mate));
  }
}

export interface QualifyOptions {
  seeding: QualificationSeeding;
  /** Where seeds meet in the next stage; by default a knockout in the standard seeding order. */
  meetingRound?: MeetingRound;
  /** The latest meeting round there is (stops the search early); default: the knockout's final. */
  latestRound?: number;
}

/** Number of entrants a rule qualifies from these standings. */
export function qualifiedCount(standings: StageStandings, rule: QualificationRule): number {
  return select(standings, rule).tiers.reduce((sum, tier) => sum + tier.length, 0);
}

export function qualify(standings: StageStandings, rule: QualificationRule, options: QualifyOptions): Qualification {
  const { tiers, out } = select(standings, rule);
  const eliminated = out.map(strip);
  const natural = tiers.flat();
  if (options.seeding === 'BY_STANDING' || standings.length <= 1) return { seeds: natural.map(strip), eliminated };
  const count = natural.length;
  const meet = options.meetingRound ?? knockoutMeetingRound(count);
  const latest = options.latestRound ?? Math.log2(bracketSize(Math.max(count, 2))) - 1;
  const seeds = new Array<Ranked>(count);
  const seedsOfGroup = new Map<number, number[]>();
  const tierOf = new Int32Array(count);
  let from = 0;
  tiers.forEach((tier, t) => {
    seedTier(tier, from, seeds, seedsOfGroup, meet, latest);
    tierOf.fill(t, from, from + tier.length);
    from += tier.length;
  });
  repairFirstRound(seeds, tierOf, seedsOfGroup, meet);
  return { seeds: seeds.map(strip), eliminated };
}

export type EliminatedTies = 'SHARED' | 'RANKED';

export interface EliminatedPlacement {
  entrant: number;
  /** 1-based place; entrants sharing a place range all have its first place. */
  place: number;
  /** Last place of the shared range (equal to place when not shared). */
  placeTo: number;
}

/**
 * Places of the knocked-out entrants, after the `qualifiedCount` who went on: by group place first; entrants with
 * the same group place share a range (SHARED: 9–12 for four third-placed) or are ranked across groups (RANKED).
 */
export function eliminatedPlacements(
  eliminated: readonly QualifiedEntrant[],
  qualifiedTotal: number,
  ties: EliminatedTies,
): EliminatedPlacement[] {
  const out: EliminatedPlacement[] = [];
  let place = qualifiedTotal + 1;
  for (let i = 0; i < eliminated.length;) {
    let j = i + 1;
    while (j < eliminated.length && eliminated[j].groupPlace === eliminated[i].groupPlace) j++;
    for (let k = i; k < j; k++) {
      out.push(
        ties === 'SHARED'
          ? { entrant: eliminated[k].entrant, place, placeTo: place + j - i - 1 }
          : { entrant: eliminated[k].entrant, place: place + k - i, placeTo: place + k - i },
      );
    }
    place += j - i;
    i = j;
  }
  return out;
}

/** Round-robin group tables as stage standings; head-to-head is left out across groups (they never met). */
export function roundRobinStageStandings(groups: readonly (readonly RoundRobinStandingRow[])[]): StageStandings {
  return groups.map((rows) =>
    rows.map((r) => ({
      entrant: r.participant,
      points: r.points,
      crossGroupValues: r.tieBreaks.filter((t) => t.criterion !== 'HEAD_TO_HEAD').map((t) => t.value ?? 0),
    })),
  );
}

/** Swiss standings as one list; dropped and disqualified entrants do not go on. */
export function swissStageStandings(rows: readonly SwissStanding[]): StageStandings {
  return [
    rows.map((r) => ({
      entrant: r.participant,
      points: r.points,
      crossGroupValues: [r.buchholz, r.buchholzCut1, r.sonnebornBerger, r.wins],
      eligible: r.status === 'ACTIVE',
    })),
  ];
}

/** FFA standings as one list. */
export function ffaStageStandings(rows: readonly FfaStanding[]): StageStandings {
  return [rows.map((r) => ({ entrant: r.participant, points: r.points, crossGroupValues: [r.wins] }))];
}
