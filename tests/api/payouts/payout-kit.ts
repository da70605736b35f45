// Builders for the prize distribution suites: a tournament whose prize pool is really escrowed on the dev chain
// (the organizer's wallet signs, the server verifies) and published through the API, then finished with given
// final placements. The placements are written as the play module stores them (tournament_entrants.final_rank,
// tournament_play.finished_at, status FINISHED): playing hundreds of matches is the matches suites' business.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Session, TestServer } from '../../support/test-server.js';
import { pushWalletObjects, type LinkedWallet } from '../../support/wallet-kit.js';
import { call } from '../teams/people-kit.js';
import {
  createDraft,
  format,
  futureSchedule,
  mainInformation,
  saveSection,
  settings,
  teamSettings,
} from '../tournaments/tournament-kit.js';

export const UOS = 100_000_000n;

export interface Placement {
  /** SOLO: one user id; TEAM: the roster that played, captain first. */
  userIds: string[];
  rank: number;
  /** TEAM registrations need a team. */
  teamId?: string;
}

/** A published tournament whose prize pool is escrowed from `wallet`; answers its id. */
export async function publishWithPrizes(
  server: TestServer,
  organizer: Session,
  wallet: LinkedWallet,
  prizepool: unknown,
  options: { team?: boolean; now?: number } = {},
): Promise<string> {
  const id = await createDraft(server, organizer, 'chess', 'Prize Cup');
  await saveSection(server, organizer, id, 'main-information', mainInformation({ name: 'Prize Cup' }));
  await saveSection(server, organizer, id, 'settings', options.team ? teamSettings() : settings());
  await saveSection(server, organizer, id, 'format', format({ maxParticipants: 1024 }));
  await saveSection(server, organizer, id, 'schedule', futureSchedule(options.now));
  await saveSection(server, organizer, id, 'prizepool', prizepool);
  const described = await call(server, 'GET', `/tournaments/${id}/escrow`, { session: organizer });
  expect(described.status, JSON.stringify(described.body)).toBe(200);
  const transactionId = await pushWalletObjects(server, wallet, described.body.actions);
  const funded = await call(server, 'POST', `/tournaments/${id}/escrow`, {
    session: organizer,
    json: { transactionId },
  });
  expect(funded.status, JSON.stringify(funded.body)).toBe(200);
  const published = await call(server, 'POST', `/tournaments/${id}/publish`, { session: organizer });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return id;
}

/** Finishes the tournament at `finishedAt` with these placements (seeds in the order given). */
export async function finishWith(
  server: TestServer,
  tournamentId: string,
  placements: Placement[],
  finishedAt: number,
): Promise<string[]> {
  const db = server.database.handle.db;
  const registrationIds: string[] = [];
  await db.transaction().execute(async (trx) => {
    for (const [i, placement] of placements.entries()) {
      const registrationId = randomUUID();
      registrationIds.push(registrationId);
      await trx
        .insertInto('tournament_registrations')
        .values({
          id: registrationId,
          tournament_id: tournamentId,
          kind: placement.teamId ? 'TEAM' : 'SOLO',
          user_id: placement.userIds[0],
          team_id: placement.teamId ?? null,
          member_ids: JSON.stringify(placement.userIds),
          discord_nickname: 'nova#1234',
          game_nickname: `Player${i}`,
          is_old_enough: true,
          status: 'CHECKED_IN',
        } as never)
        .execute();
      await trx
        .insertInto('tournament_entrants')
        .values({
          tournament_id: tournamentId,
          seed: i + 1,
          registration_id: registrationId,
          final_rank: placement.rank,
        })
        .execute();
    }
    const at = new Date(finishedAt);
    await trx
      .insertInto('tournament_play')
      .values({
        tournament_id: tournamentId,
        random_seed: 1,
        seeded_at: at,
        entrant_count: placements.length,
        finished_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .updateTable('tournaments')
      .set({ status: 'FINISHED', updated_at: at })
      .where('id', '=', tournamentId)
      .execute();
  });
  return registrationIds;
}

export async function payouts(server: TestServer, session: Session, tournamentId: string) {
  const answer = await call(server, 'GET', `/tournaments/${tournamentId}/payouts`, { session });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export const uos = (units: bigint) => `${units / UOS}.${(units % UOS).toString().padStart(8, '0')}`;
