// One benchmark case per process (`tsx cases.ts <case> <n> [groups]`, run by ../support/case-process.ts), so
// each case's time and peak memory are its own and a slow peer can be stopped without taking the others down.

import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import {
  createDoubleElimination,
  createRoundRobin,
  doubleEliminationChampion,
  doubleEliminationMatchState,
  doubleEliminationOpponent,
  doubleEliminationPlacements,
  isDoubleEliminationComplete,
  isRoundRobinComplete,
  MATCH_STATE,
  playableDoubleEliminationMatches,
  playableRoundRobinMatches,
  recordDoubleEliminationResults,
  recordRoundRobinResults,
  roundRobinStandings,
  type DuelResult,
} from '../../../src/domain/index.js';
import { measureCase, type CaseRun } from '../support/case-process.js';

// Game records are immutable data, so identical games can share one object (as rows decoded once would).
const FIRST_WINS = [{ score: [2, 1] as const }];
const SECOND_WINS = [{ score: [1, 2] as const }];
const LEVEL = [{ score: [1, 1] as const }];
const READY = MATCH_STATE.READY;

/**
 * Double elimination created and played to its end, higher seed winning every match, then placements. Each
 * batch is every match that became playable in the previous one (read from its changedMatches, as a server
 * would), so nothing scans the whole bracket; opponents and states are read one match at a time (the array
 * fields would gather a whole array per state). `consume` changes the bracket in place instead of copying it.
 */
function oursDoubleElimination(n: number, consume: boolean): string {
  let b = createDoubleElimination({ participantCount: n, grandFinal: 'WITH_RESET' });
  let ids = playableDoubleEliminationMatches(b);
  while (ids.length > 0) {
    const entries = new Array<{ matchId: number; result: DuelResult }>(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const m = ids[i];
      const p = doubleEliminationOpponent(b, m, 0);
      const q = doubleEliminationOpponent(b, m, 1);
      entries[i] = { matchId: m, result: { participants: [p, q], games: p < q ? FIRST_WINS : SECOND_WINS } };
    }
    const change = recordDoubleEliminationResults(b, entries, { consume });
    b = change.bracket;
    ids = change.changedMatches.filter((m) => doubleEliminationMatchState(b, m) === READY);
  }
  if (!isDoubleEliminationComplete(b)) throw new Error('bracket not complete');
  const place = doubleEliminationPlacements(b);
  let last = 0;
  for (let p = 0; p < place.length; p++) if (place[p] > last) last = place[p];
  return `champion ${doubleEliminationChampion(b)}, ${b.matchCount} matches, last place ${last}`;
}

type BmMatch = { id: number; opponent1: { id: number } | null; opponent2: { id: number } | null; status: number };

/** Completes every match whose two opponents are known, in id order (feeders come first), until none is left. */
async function bmPlayAll(
  storage: InMemoryDatabase,
  manager: BracketsManager,
  result: (a: number, b: number) => -1 | 0 | 1,
) {
  const order = (await storage.select<BmMatch>('match'))!.map((m) => m.id).sort((a, b) => a - b);
  for (const id of order) {
    const match = (await storage.select<BmMatch>('match', id))!;
    // Status 4 completed, 5 archived (the unneeded reset); a missing opponent is a bye.
    if (!match.opponent1 || !match.opponent2 || match.status >= 4) continue;
    if (match.opponent1.id === null || match.opponent2.id === null) continue;
    const r = result(Number(match.opponent1.id), Number(match.opponent2.id));
    await manager.update.match({
      id,
      opponent1: { score: r === 1 ? 2 : 1, result: r === 1 ? 'win' : r === 0 ? 'draw' : 'loss' },
      opponent2: { score: r === -1 ? 2 : 1, result: r === -1 ? 'win' : r === 0 ? 'draw' : 'loss' },
    });
  }
}

async function bracketsManagerDoubleElimination(n: number): Promise<string> {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0,
    name: 'bench',
    type: 'double_elimination',
    seeding: Array.from({ length: n }, (_, i) => `P${i + 1}`),
    settings: { grandFinal: 'double', seedOrdering: ['inner_outer'] },
  });
  const stage = (await storage.select<{ id: number }>('stage'))![0];
  // Participant ids follow the seeding, so the smaller id is the higher seed.
  await bmPlayAll(storage, manager, (a, b) => (a < b ? 1 : -1));
  const standings = await manager.get.finalStandings(stage.id);
  return `${standings.length} standings, champion ${standings[0]?.name}`;
}

/** Deterministic mixed results for round robin: wins both ways and some draws. */
function rrOutcome(a: number, b: number): -1 | 0 | 1 {
  const h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  const k = (h >>> 7) % 5;
  return k === 0 ? 0 : k & 1 ? 1 : -1;
}

/** `groups` groups of `size`, created, every round played, then every group's standings. */
function oursRoundRobin(size: number, groups: number): string {
  let stage = createRoundRobin({ participantCount: size * groups, groupCount: groups });
  for (let r = 0; r < stage.roundCount; r++) {
    const ids = playableRoundRobinMatches(stage, r);
    const entries = new Array<{ matchId: number; result: DuelResult }>(ids.length);
    for (let i = 0; i < ids.length; i++) {
      const m = ids[i];
      const p = stage.home[m];
      const q = stage.away[m];
      const o = rrOutcome(p, q);
      entries[i] = {
        matchId: m,
        result: { participants: [p, q], games: o === 1 ? FIRST_WINS : o === -1 ? SECOND_WINS : LEVEL },
      };
    }
    stage = recordRoundRobinResults(stage, entries).stage;
  }
  if (!isRoundRobinComplete(stage)) throw new Error('round robin not complete');
  const tables = roundRobinStandings(stage);
  return `${stage.matchCount} matches, group 1 leader ${tables[0][0].participant}`;
}

async function bracketsManagerRoundRobin(size: number, groups: number): Promise<string> {
  const storage = new InMemoryDatabase();
  const manager = new BracketsManager(storage);
  await manager.create.stage({
    tournamentId: 0,
    name: 'bench',
    type: 'round_robin',
    seeding: Array.from({ length: size * groups }, (_, i) => `P${i + 1}`),
    settings: { groupCount: groups, seedOrdering: ['groups.seed_optimized'] },
  });
  const stage = (await storage.select<{ id: number }>('stage'))![0];
  await bmPlayAll(storage, manager, rrOutcome);
  const standings = await manager.get.finalStandings(stage.id, {
    rankingFormula: (item) => 3 * item.wins + item.draws,
  });
  return `${standings.length} standings`;
}

const cases: Record<string, CaseRun> = {
  'ours-de': (n) => oursDoubleElimination(n, false),
  'ours-de-in-place': (n) => oursDoubleElimination(n, true),
  'brackets-manager-de': (n) => bracketsManagerDoubleElimination(n),
  'ours-rr': (size, groups) => oursRoundRobin(size, groups),
  'brackets-manager-rr': (size, groups) => bracketsManagerRoundRobin(size, groups),
};

measureCase(cases);
