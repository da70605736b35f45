// Demo data for the embedded default: games with artwork, one account per role on the built-in identity
// provider, the demo organization with its leaderboards and team, and its tournaments (finished ones of each
// format, one live and one open for registration, around the instant of seeding). Safe to run again: it
// restores the demo rows to their initial state and leaves tournaments that already exist alone.
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { FileStorage } from '../storage/file-storage.js';
import { createIdpAccount } from '../idp/identity-provider.js';
import { disciplineArtwork } from './discipline-artwork.js';
import { countDisciplines, saveDiscipline } from '../modules/disciplines/disciplines-module.js';
import { seedDemoOrganization } from '../modules/organizations/organizations-module.js';
import { foldIntoLeaderboard, seedDemoLeaderboards } from '../modules/leaderboards/leaderboards-module.js';
import { recordPlayerResults } from '../modules/stats/stats-module.js';
import { seedDemoTeam } from '../modules/teams/teams-module.js';
import {
  countUsers,
  seedDemoPlayers,
  upsertUserFromIdentity,
  usersOfIssuerByEmail,
  type UserRole,
} from '../modules/users/users-module.js';
import { seedDemoTournaments } from '../modules/matches/matches-module.js';
import { leaderboardTournaments } from '../modules/tournaments/tournaments-module.js';
import type { Clock } from '../clock.js';

export const DEMO_DISCIPLINES = [
  {
    code: 'rocket-league',
    name: 'Rocket League',
    platforms: ['windows', 'playstation5', 'xbox', 'nintendo_switch'],
    colors: ['#1b6dff', '#ff7a1a'],
  },
  {
    code: 'league-of-legends',
    name: 'League of Legends',
    platforms: ['windows', 'mac'],
    colors: ['#0a8f8f', '#c8aa6e'],
  },
  { code: 'counter-strike-2', name: 'Counter-Strike 2', platforms: ['windows'], colors: ['#d98c1f', '#2b3a55'] },
  { code: 'valorant', name: 'Valorant', platforms: ['windows'], colors: ['#ff4655', '#0f1923'] },
  {
    code: 'fortnite',
    name: 'Fortnite',
    platforms: ['windows', 'playstation5', 'xbox', 'nintendo_switch', 'mobile'],
    colors: ['#9d4dff', '#2fd0ff'],
  },
  {
    code: 'ea-sports-fc',
    name: 'EA Sports FC',
    platforms: ['windows', 'playstation5', 'xbox'],
    colors: ['#00d66b', '#0b1f3a'],
  },
  {
    code: 'street-fighter-6',
    name: 'Street Fighter 6',
    platforms: ['windows', 'playstation5', 'xbox'],
    colors: ['#f5c400', '#e6007e'],
  },
  { code: 'chess', name: 'Chess', platforms: ['windows', 'mac', 'mobile'], colors: ['#e8e2d0', '#3a2e1f'] },
] as const;

/**
 * An account on the built-in identity provider and its Arena user with `role`, as if the person had signed up and
 * been made `role` (the demo accounts; suites that set up a database before its server starts). Answers the user.
 */
export async function createBuiltInAccount(
  db: Kysely<Database>,
  builtInIssuerKey: string,
  account: { email: string; password: string; nickname: string; fullName?: string },
  role: UserRole,
  now: Date,
) {
  const { id } = await createIdpAccount(db, account, now);
  return upsertUserFromIdentity(
    db,
    {
      issuer: builtInIssuerKey,
      subject: id,
      email: account.email,
      // createIdpAccount marks the address verified, so the ID tokens say so too.
      emailVerified: true,
      fullName: account.fullName ?? null,
      nickname: account.nickname,
    },
    role,
  );
}

export interface DemoAccount {
  email: string;
  password: string;
  nickname: string;
  fullName: string;
  role: UserRole;
  description: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@arena.gg',
    password: 'arena-admin-2026',
    nickname: 'ArenaAdmin',
    fullName: 'Ada Admin',
    role: 'admin',
    description: 'platform admin (admin management)',
  },
  {
    email: 'organizer@arena.gg',
    password: 'arena-organizer-2026',
    nickname: 'NovaEvents',
    fullName: 'Olivia Organizer',
    role: 'organizer',
    description: 'organizer of the demo organization',
  },
  {
    email: 'owner@arena.gg',
    password: 'arena-owner-2026',
    nickname: 'TeamOwner',
    fullName: 'Oscar Owner',
    role: 'player',
    description: 'team owner',
  },
  {
    email: 'captain@arena.gg',
    password: 'arena-captain-2026',
    nickname: 'CaptainKai',
    fullName: 'Kai Captain',
    role: 'player',
    description: 'team captain',
  },
  {
    email: 'player1@arena.gg',
    password: 'arena-player-2026',
    nickname: 'PixelPaula',
    fullName: 'Paula Player',
    role: 'player',
    description: 'player',
  },
  {
    email: 'player2@arena.gg',
    password: 'arena-player-2026',
    nickname: 'ByteBruno',
    fullName: 'Bruno Player',
    role: 'player',
    description: 'player',
  },
];

export async function isDatabaseEmpty(db: Kysely<Database>): Promise<boolean> {
  return (await countUsers(db)) === 0 && (await countDisciplines(db)) === 0;
}

export async function seedDemoData(options: {
  db: Kysely<Database>;
  storage: FileStorage;
  /** Set when the built-in identity provider is in use: demo accounts are created on it. */
  builtInIssuerKey?: string;
  /** The instant the demo data is written at, and its tournaments are laid out around. */
  clock: Clock;
}): Promise<void> {
  const { db, storage, clock } = options;
  for (const game of DEMO_DISCIPLINES) {
    const art = await storage.put(
      'disciplines',
      Buffer.from(disciplineArtwork(game.name, game.colors[0], game.colors[1])),
      'svg',
    );
    await saveDiscipline(db, { code: game.code, name: game.name, platforms: game.platforms, imageUrl: art.url });
  }
  if (!options.builtInIssuerKey) return;
  for (const account of DEMO_ACCOUNTS)
    await createBuiltInAccount(db, options.builtInIssuerKey, account, account.role, new Date(clock.now()));
  await seedDemoOrganization(db, clock);
  await seedDemoLeaderboards(db);
  await seedDemoTeam(db, clock);
  const players = await seedDemoPlayers(db, options.builtInIssuerKey);
  const accounts = await usersOfIssuerByEmail(
    db,
    options.builtInIssuerKey,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
  for (const account of DEMO_ACCOUNTS) {
    const user = accounts.find((row) => row.email === account.email);
    if (user) players.set(account.nickname, user);
  }
  const organizer = players.get(DEMO_ACCOUNTS.find((account) => account.role === 'organizer')!.nickname);
  if (organizer)
    await seedDemoTournaments({
      db,
      storage,
      organizer,
      players,
      start: clock.now(),
      // What a finished tournament leaves behind, by the listeners the server registers (app.ts), in its order: its
      // players' records (their profile stats) and the leaderboards' standings. Not the ending modals: these
      // tournaments ended weeks ago, a player would have closed them long since, and three dialogs in a row would
      // greet whoever tries the demo player.
      resultsFinal: [recordPlayerResults, foldIntoLeaderboard(leaderboardTournaments)],
    });
}
