import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignLobbies,
  createFfa,
  dropFfaParticipant,
  ffaGamePoints,
  ffaResult,
  ffaStandings,
  lobbySizes,
  recordFfaResults,
  startNextFfaRound,
  type FfaGameResult,
  type FfaOptions,
  type FfaTournament,
} from '../../src/domain/index.js';
import { ffa, scoring } from './builders.js';

const scoringSystem = scoring({
  rankRanges: [
    { startRank: 1, endRank: 1, points: 10 },
    { startRank: 2, endRank: 3, points: 6 },
  ],
  ingameMetrics: [{ label: 'kills', factor: 2 }],
  forfeitPenalty: -3,
});

function options(n: number, extra: Partial<FfaOptions> = {}): FfaOptions {
  return { participantCount: n, lobbySize: 4, numberOfRounds: 3, numberOfGames: 1, scoring: scoringSystem, ...extra };
}

/** Every lobby reports game 0 with ranks in lobby order (first member ranks 1st), kills = rank. */
function playRound(t: FfaTournament): FfaTournament {
  const r = t.rounds.length - 1;
  const { lobbyMembers, lobbyOffsets } = t.rounds[r];
  const entries = [];
  for (let l = 0; l + 1 < lobbyOffsets.length; l++) {
    for (let s = lobbyOffsets[l]; s < lobbyOffsets[l + 1]; s++) {
      const rank = s - lobbyOffsets[l] + 1;
      entries.push({ participant: lobbyMembers[s], result: ffa(0, rank, rank) });
    }
  }
  return recordFfaResults(t, r, entries).tournament;
}

describe('lobbies', () => {
  it.each([
    [10, 4, [4, 3, 3]],
    [8, 4, [4, 4]],
    [101, 100, [51, 50]],
    [3, 100, [3]],
  ])('%i players in lobbies of %i: sizes %j', (n, size, expected) => {
    expect(lobbySizes(n, size)).toEqual(expected);
  });

  it('snakes ranks across lobbies', () => {
    const { lobbyMembers, lobbyOffsets } = assignLobbies([0, 1, 2, 3, 4, 5, 6, 7], 4, 'SNAKE');
    expect(Array.from(lobbyOffsets)).toEqual([0, 4, 8]);
    expect(Array.from(lobbyMembers)).toEqual([0, 3, 4, 7, 1, 2, 5, 6]);
  });

  it('groups neighbours in STANDINGS mode', () => {
    const { lobbyMembers } = assignLobbies([5, 4, 3, 2, 1, 0], 3, 'STANDINGS');
    expect(Array.from(lobbyMembers)).toEqual([5, 4, 3, 2, 1, 0]);
  });
});

describe('FFA matchups', () => {
  it('turns game results into standings', () => {
    let t = startNextFfaRound(createFfa(options(4)));
    t = recordFfaResults(t, 0, [
      { participant: 0, result: ffa(0, 2, 1) },
      { participant: 1, result: ffa(0, 1, 4) },
      { participant: 2, result: { gameIndex: 0, isForfeit: true, ingameRank: 1, ingameMetricScores: [{ score: 50 }] } },
      { participant: 3, result: ffa(0, 3, 0) },
    ]).tournament;
    const s = ffaStandings(t);
    expect(s.map((x) => [x.participant, x.points])).toEqual([
      [1, 18],
      [0, 8],
      [3, 6],
      [2, -3],
    ]);
    expect(s[0]).toMatchObject({ wins: 1, rank: 1 });
    expect(s[3]).toMatchObject({ forfeits: 1 });
  });

  it('stores results in SPEC shape: a forfeit keeps neither rank nor metrics', () => {
    let t = startNextFfaRound(createFfa(options(4, { numberOfGames: 2 })));
    t = recordFfaResults(t, 0, [
      { participant: 0, result: ffa(1, 2, 7) },
      { participant: 1, result: { gameIndex: 0, isForfeit: true, ingameRank: 1, ingameMetricScores: [{ score: 3 }] } },
    ]).tournament;
    expect(ffaResult(t.rounds[0], 0, 1)).toEqual({
      gameIndex: 1,
      isForfeit: false,
      ingameRank: 2,
      ingameMetricScores: [{ score: 7 }],
    });
    expect(ffaResult(t.rounds[0], 0, 0)).toBeUndefined();
    expect(ffaResult(t.rounds[0], 1, 0)).toEqual({ gameIndex: 0, isForfeit: true });
    t = recordFfaResults(t, 0, [{ participant: 0, result: undefined, gameIndex: 1 }]).tournament;
    expect(ffaResult(t.rounds[0], 0, 1)).toBeUndefined();
  });

  it('rejects results of someone not in the round or for a game that does not exist', () => {
    let t = createFfa(options(6));
    t = dropFfaParticipant(t, 5);
    t = startNextFfaRound(t);
    expect(() => recordFfaResults(t, 0, [{ participant: 5, result: ffa(0, 1) }])).toThrow(/does not play/);
    expect(() => recordFfaResults(t, 0, [{ participant: 0, result: ffa(3, 1) }])).toThrow(/Game index/);
  });

  it('forms new lobbies for a round that has not started when an earlier result is amended, and restores them', () => {
    let t = playRound(startNextFfaRound(createFfa(options(12, { lobbyAssignment: 'STANDINGS' }))));
    t = startNextFfaRound(t);
    const before = t;
    const first = t.rounds[0].lobbyMembers[0];
    const change = recordFfaResults(t, 0, [{ participant: first, result: { gameIndex: 0, isForfeit: true } }]);
    expect(change.reassignedRounds).toEqual([1]);
    const restored = recordFfaResults(change.tournament, 0, [{ participant: first, result: ffa(0, 1, 1) }]);
    expect(Array.from(restored.tournament.rounds[1].lobbyMembers)).toEqual(Array.from(before.rounds[1].lobbyMembers));
    expect(ffaStandings(restored.tournament)).toEqual(ffaStandings(before));
  });

  it('conserves points: standings add up to the sum of every game result', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.integer({ min: 2, max: 10 }),
        fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 9 })), {
          minLength: 1,
          maxLength: 60,
        }),
        (n, lobbySize, draws) => {
          let t = startNextFfaRound(createFfa(options(n, { lobbySize, numberOfGames: 2 })));
          const results: FfaGameResult[] = [];
          const entries = Array.from(t.rounds[0].lobbyMembers, (p, i) => {
            const [forfeit, rank, kills] = draws[i % draws.length];
            const result: FfaGameResult = forfeit ? { gameIndex: i % 2, isForfeit: true } : ffa(i % 2, rank, kills);
            results.push(result);
            return { participant: p, result };
          });
          t = recordFfaResults(t, 0, entries).tournament;
          const total = ffaStandings(t).reduce((s, x) => s + x.points, 0);
          expect(total).toBe(results.reduce((s, r) => s + ffaGamePoints(scoringSystem, r), 0));
          const ranks = ffaStandings(t).map((x) => x.rank);
          expect(ranks).toEqual(ranks.map((_, i) => i + 1));
        },
      ),
      { numRuns: 80 },
    );
  });
});
