// The crowd of the demo tournaments: players with a profile on the built-in identity provider's issuer but no
// password, so nobody signs in as them (the named demo accounts are the ones to sign in with). Their subjects are
// fixed, so seeding again finds the same users. Safe to run again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { upsertUserFromIdentity, type UserRow } from './users-repository.js';

export const DEMO_PLAYER_NICKNAMES = [
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
  'GlitchGarden',
  'OrbitOtter',
  'HexHarbor',
] as const;

/** The demo crowd by nickname, created when missing. */
export async function seedDemoPlayers(db: Kysely<Database>, issuer: string): Promise<Map<string, UserRow>> {
  const players = new Map<string, UserRow>();
  for (const nickname of DEMO_PLAYER_NICKNAMES) {
    const user = await upsertUserFromIdentity(db, {
      issuer,
      subject: `demo-player:${nickname.toLowerCase()}`,
      email: `${nickname.toLowerCase()}@players.arena.gg`,
      // Nobody reads these mailboxes: the crowd never receives anything granted by e-mail.
      emailVerified: false,
      fullName: null,
      nickname,
    });
    players.set(nickname, user);
  }
  return players;
}
