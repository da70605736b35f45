// Tiny builders of the contract's match shapes for the web tests (validated by the contract's schemas, so a
// builder cannot drift from what the server sends).
import { MatchDetailSchema, type Entrant, type MatchDetail, type MatchReport } from '../../../src/contract/matches.js';

export const entrant = (seed: number, name: string): Entrant => ({
  seed,
  registrationId: `00000000-0000-4000-8000-00000000000${seed}`,
  name,
  teamId: null,
  captainId: `user-${seed}`,
  memberIds: [`user-${seed}`],
  avatarUrl: null,
  status: 'ACTIVE',
  finalRank: null,
});

export const duelReport = (seed: number, games: [number, number][], winnerSeed: number): MatchReport => ({
  id: `report-${seed}`,
  seed,
  reporterId: `user-${seed}`,
  reporterNickname: seed === 1 ? 'Ana' : 'Bo',
  kind: 'DUEL',
  games: games.map((scores) => ({ scores })),
  winnerSeed,
  ffa: null,
  screenshots: [{ gameIndex: 0, url: `/uploads/shot-${seed}.png` }],
  createdAt: '2026-05-01T10:20:00.000Z',
});

type DetailOverrides = {
  match?: Partial<MatchDetail['match']>;
  viewer?: Partial<MatchDetail['viewer']>;
  round?: Partial<MatchDetail['round']>;
} & Partial<Omit<MatchDetail, 'match' | 'viewer' | 'round'>>;

/** A best-of-3 duel, Ana (seed 1, the viewer) against Bo (seed 2), round 1 from 10:00 to 11:00. */
export function duelDetail(over: DetailOverrides = {}): MatchDetail {
  return MatchDetailSchema.parse({
    entrants: [entrant(1, 'Ana'), entrant(2, 'Bo')],
    reports: [],
    events: [],
    howToJoin: 'Lobby "arena-1", password on Discord.',
    screenshotRequired: false,
    ...over,
    match: {
      id: '11111111-1111-4111-8111-111111111111',
      tournamentId: '22222222-2222-4222-8222-222222222222',
      roundIndex: 0,
      position: 0,
      kind: 'DUEL',
      bestOf: 3,
      isThirdPlaceDecider: false,
      sides: [
        { seed: 1, bye: false, score: null, rank: null, isWinner: false },
        { seed: 2, bye: false, score: null, rank: null, isWinner: false },
      ],
      status: 'READY',
      displayStatus: 'ROUND_IN_PROGRESS',
      resolution: null,
      winnerSeed: null,
      games: [],
      ffaResults: [],
      reportedAt: null,
      bufferEndsAt: null,
      resolvedAt: null,
      resultStale: false,
      ...over.match,
    },
    viewer: { seed: 1, canReport: true, canConfirm: false, canDispute: false, isOrganizer: false, ...over.viewer },
    round: {
      index: 0,
      name: 'Round 1',
      status: 'IN_PROGRESS',
      startsAt: '2026-05-01T10:00:00.000Z',
      endsAt: '2026-05-01T11:00:00.000Z',
      ...over.round,
    },
  });
}
