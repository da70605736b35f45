// What the demo organization's tournaments are, with every instant relative to the moment the demo data is
// seeded: one finished tournament of each format (single elimination, Swiss, FFA matchups, double elimination), one
// live in its second round, a groups → playoffs event live in its playoff and one open for registration. demo-tournaments.ts plays them through the real services.
import type { FormatSection, ScheduleSection } from '../../../../src/contract/tournaments.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../../../src/domain/index.js';

/** How far a demo tournament is played: to its final placements, into its second round, or not at all. */
export type DemoStage = 'FINISHED' | 'LIVE' | 'OPEN';
/** How a game of the tournament's discipline is scored, so reported scores look like the game's. */
export type DemoScoreStyle = 'ROUNDS' | 'CHESS' | 'GOALS';

export interface DemoTournamentPlan {
  name: string;
  subtitle: string;
  game: string;
  platforms: ('windows' | 'playstation5' | 'xbox' | 'mac' | 'mobile' | 'nintendo_switch')[];
  howToJoin: string;
  format: FormatSection;
  schedule: ScheduleSection;
  /** Nicknames of the players who register (the named demo accounts take part under their nicknames). */
  players: string[];
  stage: DemoStage;
  /** LIVE: the round being played at the seeding instant (default 1, the second). */
  liveRound?: number;
  scores: DemoScoreStyle;
  /** The demo leaderboard it feeds, by name (demo-leaderboards.ts). */
  leaderboard?: 'Nova Season Points' | 'Nova Season Ranking';
}

/**
 * Each player's strength: the stronger side usually wins, not always (an Elo-like chance with a stored draw), so
 * brackets and standings look like real ones and the same plan always plays out the same way.
 */
export const DEMO_STRENGTH: Record<string, number> = {
  PixelPaula: 84,
  CaptainKai: 78,
  ByteBruno: 72,
  TeamOwner: 64,
  NeonNomad: 90,
  QuietStorm: 86,
  VelvetViper: 81,
  RookRider: 79,
  FrostByte: 76,
  LunaLancer: 74,
  IronIvy: 70,
  EchoFalcon: 68,
  MangoMage: 66,
  DuskDrifter: 62,
  CobaltCrow: 60,
  SableSpark: 58,
  TurboTaco: 55,
  GlitchGarden: 52,
  OrbitOtter: 50,
  HexHarbor: 48,
};

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A schedule whose check-in closes at `checkInEnd`: registration for `registrationDays` before check-in, one hour of
 * check-in, 15 minutes for the organizer's seeding, then `rounds` rounds of `roundMinutes` with 15 minutes between
 * them, the first 30 minutes after check-in.
 */
function schedule(checkInEnd: number, rounds: number, roundMinutes = 60, registrationDays = 7): ScheduleSection {
  const checkInStart = checkInEnd - HOUR_MS;
  const firstRound = checkInEnd + 30 * MINUTE_MS;
  return {
    registration: { start: iso(checkInStart - registrationDays * DAY_MS), end: iso(checkInStart) },
    checkIn: { start: iso(checkInStart), end: iso(checkInEnd) },
    seeding: { start: iso(checkInEnd), end: iso(checkInEnd + 15 * MINUTE_MS) },
    rounds: Array.from({ length: rounds }, (_, r) => {
      const start = firstRound + r * (roundMinutes + 15) * MINUTE_MS;
      return {
        start: iso(start),
        end: iso(start + roundMinutes * MINUTE_MS),
        matchDurationMinutes: Math.min(45, roundMinutes),
      };
    }),
  };
}

const duelScoring = { rankRanges: [], ingameMetrics: [], winPoints: 3, lossPoints: 0, byePoints: 3, forfeitPenalty: 0 };

const duel = (overrides: Partial<FormatSection>): FormatSection => ({
  matchType: 'DUEL',
  format: 'SINGLE_ELIMINATION',
  minParticipants: 4,
  maxParticipants: 16,
  numberOfRounds: 0,
  thirdPlaceDecider: false,
  numberOfGames: 1,
  scoreReportingSystem: 'SCORE',
  bestOf: [1],
  // The organizer seeds by the players' form (demo-tournaments.ts), as a serious bracket is seeded.
  seeding: 'MANUAL',
  scoringSystem: duelScoring,
  ...overrides,
});

/** The demo tournaments, with instants relative to `start` (epoch ms, the seeding instant). */
export function demoTournamentPlans(start: number): DemoTournamentPlan[] {
  // Whole quarter hours read better on the schedule; the live round still spans `start`.
  const base = Math.floor(start / (15 * MINUTE_MS)) * 15 * MINUTE_MS;
  return [
    {
      name: 'Nova Street Fighter Showdown',
      subtitle: '16 fighters, single elimination, best-of-3 final',
      game: 'street-fighter-6',
      platforms: ['windows', 'playstation5', 'xbox'],
      howToJoin: 'Add the Nova Events lobby in Battle Hub; your opponent sends the invite.',
      format: duel({ maxParticipants: 16, thirdPlaceDecider: true, bestOf: [1, 1, 1, 3] }),
      schedule: schedule(base - 2 * DAY_MS - 6 * HOUR_MS, 4),
      players: [
        'PixelPaula',
        'ByteBruno',
        'CaptainKai',
        'NeonNomad',
        'QuietStorm',
        'VelvetViper',
        'RookRider',
        'FrostByte',
        'LunaLancer',
        'IronIvy',
        'EchoFalcon',
        'MangoMage',
        'DuskDrifter',
        'CobaltCrow',
        'SableSpark',
        'TurboTaco',
      ],
      stage: 'FINISHED',
      scores: 'ROUNDS',
      leaderboard: 'Nova Season Ranking',
    },
    {
      name: 'Nova Chess Swiss Open',
      subtitle: 'Ten players, four Swiss rounds, rapid time control',
      game: 'chess',
      platforms: ['windows', 'mac', 'mobile'],
      howToJoin: 'Challenge your opponent on the Nova Events club at 10+5.',
      // Chess has sides (issue 30): White and Black, allocated by FIDE's colour rules, on the pairings, in the
      // standings' colour history and in the TRF export, as a new chess tournament gets them from its game.
      format: duel({
        format: 'SWISS_SYSTEM',
        maxParticipants: 12,
        numberOfRounds: 4,
        sides: { names: ['White', 'Black'], firstGame: 'HIGHER_SEED' },
      }),
      schedule: schedule(base - 5 * DAY_MS - 4 * HOUR_MS, 4, 45),
      players: [
        'PixelPaula',
        'TeamOwner',
        'RookRider',
        'FrostByte',
        'LunaLancer',
        'IronIvy',
        'GlitchGarden',
        'OrbitOtter',
        'HexHarbor',
        'SableSpark',
      ],
      stage: 'FINISHED',
      scores: 'CHESS',
      leaderboard: 'Nova Season Ranking',
    },
    {
      name: 'Nova Fortnite Solo Cup',
      subtitle: '16 players, lobbies of 8, three rounds of placement and eliminations',
      game: 'fortnite',
      platforms: ['windows', 'playstation5', 'xbox', 'nintendo_switch', 'mobile'],
      howToJoin: 'Join the custom match with the key NOVA-CUP; lobbies are listed on the Brackets tab.',
      format: {
        matchType: 'FFA',
        format: 'MATCHUPS',
        stageType: 'SIMPLE_STAGE',
        minParticipants: 8,
        maxParticipants: 16,
        numberOfRounds: 3,
        thirdPlaceDecider: false,
        numberOfGames: 1,
        lobbySize: 8,
        scoreReportingSystem: 'RANK',
        bestOf: [],
        seeding: 'MANUAL',
        scoringSystem: {
          rankRanges: [
            { startRank: 1, endRank: 1, points: 25 },
            { startRank: 2, endRank: 2, points: 18 },
            { startRank: 3, endRank: 3, points: 15 },
            { startRank: 4, endRank: 5, points: 10 },
            { startRank: 6, endRank: 8, points: 5 },
          ],
          ingameMetrics: [{ label: 'Eliminations', factor: 2 }],
          winPoints: 0,
          lossPoints: 0,
          byePoints: 0,
          forfeitPenalty: 0,
        },
      },
      schedule: schedule(base - DAY_MS - 5 * HOUR_MS, 3, 40),
      players: [
        'ByteBruno',
        'CaptainKai',
        'PixelPaula',
        'NeonNomad',
        'QuietStorm',
        'VelvetViper',
        'EchoFalcon',
        'MangoMage',
        'DuskDrifter',
        'CobaltCrow',
        'SableSpark',
        'TurboTaco',
        'GlitchGarden',
        'OrbitOtter',
        'HexHarbor',
        'IronIvy',
      ],
      stage: 'FINISHED',
      scores: 'GOALS',
      leaderboard: 'Nova Season Points',
    },
    {
      name: 'Nova Fight Night Double Elimination',
      subtitle: '12 fighters, winners and losers brackets, grand final with bracket reset',
      game: 'street-fighter-6',
      platforms: ['windows', 'playstation5', 'xbox'],
      howToJoin: 'Add the Nova Events lobby in Battle Hub; the player on the left of the bracket sends the invite.',
      // A winners bracket of 16 for 12 fighters: four first-round byes, and byes in the losers bracket's first round.
      format: duel({ format: 'DOUBLE_ELIMINATION', minParticipants: 4, maxParticipants: 16, grandFinal: 'RESET' }),
      schedule: schedule(base - 3 * DAY_MS - 8 * HOUR_MS, 9, 45),
      players: [
        'NeonNomad',
        'QuietStorm',
        'PixelPaula',
        'VelvetViper',
        'RookRider',
        'CaptainKai',
        'FrostByte',
        'LunaLancer',
        'ByteBruno',
        'IronIvy',
        'EchoFalcon',
        'MangoMage',
      ],
      stage: 'FINISHED',
      scores: 'ROUNDS',
      leaderboard: 'Nova Season Ranking',
    },
    {
      name: 'Nova Rocket League 1v1 Swiss',
      subtitle: 'Live now: round 2 of 3',
      game: 'rocket-league',
      platforms: ['windows', 'playstation5', 'xbox', 'nintendo_switch'],
      howToJoin:
        'Add your opponent by the game nickname on the Participants tab and invite them to a private match (password nova).',
      format: duel({ format: 'SWISS_SYSTEM', maxParticipants: 8, numberOfRounds: 3 }),
      // Round 1 was played an hour and a half ago; round 2 runs from 15 minutes ago for the next 75 minutes.
      schedule: {
        registration: { start: iso(base - 3 * DAY_MS), end: iso(base - 3 * HOUR_MS) },
        checkIn: { start: iso(base - 3 * HOUR_MS), end: iso(base - 2 * HOUR_MS) },
        seeding: { start: iso(base - 2 * HOUR_MS), end: iso(base - 105 * MINUTE_MS) },
        rounds: [
          { start: iso(base - 105 * MINUTE_MS), end: iso(base - 45 * MINUTE_MS), matchDurationMinutes: 30 },
          { start: iso(base - 15 * MINUTE_MS), end: iso(base + 75 * MINUTE_MS), matchDurationMinutes: 30 },
          { start: iso(base + 90 * MINUTE_MS), end: iso(base + 180 * MINUTE_MS), matchDurationMinutes: 30 },
        ],
      },
      // The four player accounts of the README, seeded 1–4 by form, so none meets another in round 1.
      players: [
        'PixelPaula',
        'ByteBruno',
        'CaptainKai',
        'TeamOwner',
        'DuskDrifter',
        'CobaltCrow',
        'SableSpark',
        'TurboTaco',
      ],
      stage: 'LIVE',
      scores: 'GOALS',
    },
    {
      name: 'Nova Rocket League Groups to Playoffs',
      subtitle: 'Live now: two groups of four played, the top two of each in the semifinals',
      game: 'rocket-league',
      platforms: ['windows', 'playstation5', 'xbox', 'nintendo_switch'],
      howToJoin: 'Invite your opponent to a private match (password nova); the playoff is best of three.',
      format: duel({
        format: 'ROUND_ROBIN',
        stageType: 'MULTI_STAGE',
        minParticipants: 8,
        maxParticipants: 8,
        groupCount: 2,
        stages: [
          {
            format: 'SINGLE_ELIMINATION',
            qualification: { kind: 'TOP_PER_GROUP', perGroup: 2 },
            seeding: 'CROSS_GROUP',
            bestOf: [3],
            thirdPlaceDecider: false,
          },
        ],
      }),
      // The groups' three rounds were played this morning; the semifinals (round 4) run from 15 minutes ago.
      schedule: {
        registration: { start: iso(base - 3 * DAY_MS), end: iso(base - 6 * HOUR_MS) },
        checkIn: { start: iso(base - 6 * HOUR_MS), end: iso(base - 5 * HOUR_MS) },
        seeding: { start: iso(base - 5 * HOUR_MS), end: iso(base - 285 * MINUTE_MS) },
        rounds: Array.from({ length: 5 }, (_, r) => {
          const start = base - 15 * MINUTE_MS + (r - 3) * HOUR_MS;
          return { start: iso(start), end: iso(start + 45 * MINUTE_MS), matchDurationMinutes: 40 };
        }),
      },
      players: [
        'NeonNomad',
        'QuietStorm',
        'VelvetViper',
        'RookRider',
        'FrostByte',
        'LunaLancer',
        'IronIvy',
        'EchoFalcon',
      ],
      stage: 'LIVE',
      liveRound: 3,
      scores: 'GOALS',
    },
    {
      name: 'Nova EA Sports FC Weekend Cup',
      subtitle: 'Open for registration: 32 players, single elimination',
      game: 'ea-sports-fc',
      platforms: ['windows', 'playstation5', 'xbox'],
      howToJoin: 'Invite your opponent to an online friendly; 6-minute halves.',
      format: duel({ maxParticipants: 32, thirdPlaceDecider: true, bestOf: [1, 1, 1, 3, 3], seeding: 'AUTO' }),
      // Registration opened a day ago and stays open for five more days.
      schedule: schedule(base + 5 * DAY_MS + HOUR_MS, 5, 60, 6),
      players: [
        'ByteBruno',
        'CaptainKai',
        'NeonNomad',
        'VelvetViper',
        'RookRider',
        'MangoMage',
        'DuskDrifter',
        'OrbitOtter',
      ],
      stage: 'OPEN',
      scores: 'GOALS',
    },
  ];
}
