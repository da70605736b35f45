// The demo team of the embedded default: owned by the demo team owner, captained by the demo captain,
// with one demo player in it and another invited. Safe to run again: an existing team is left alone.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './teams-repository.js';
import { userIdByEmail } from '../users/users-module.js';
import type { Clock } from '../../clock.js';

export const DEMO_TEAM = {
  name: 'Nova Five',
  ownerEmail: 'owner@arena.gg',
  captainEmail: 'captain@arena.gg',
  memberEmails: ['player1@arena.gg'],
  invitedEmails: ['player2@arena.gg'],
};

export async function seedDemoTeam(db: Kysely<Database>, clock: Clock): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await repo.teamNameTaken(trx, DEMO_TEAM.name)) return;
    const ownerId = await userIdByEmail(trx, DEMO_TEAM.ownerEmail);
    const captainId = await userIdByEmail(trx, DEMO_TEAM.captainEmail);
    if (!ownerId || !captainId) return;
    const team = await repo.insertTeam(trx, { name: DEMO_TEAM.name, avatarUrl: null, ownerId });
    for (const userId of [ownerId, captainId]) await repo.insertMember(trx, team.id, userId);
    for (const email of DEMO_TEAM.memberEmails) {
      const userId = await userIdByEmail(trx, email);
      if (userId) await repo.insertMember(trx, team.id, userId);
    }
    await repo.updateTeam(trx, team.id, { captainId }, new Date(clock.now()));
    for (const email of DEMO_TEAM.invitedEmails) await repo.insertInvitation(trx, team.id, email, ownerId);
  });
}
