// Shared by the leaderboard suites: a RANK leaderboard's settings with a prize pool, and placing that prize pool
// in escrow the way the administration does it (the organizer's wallet signs the described transfer, the server
// verifies it on chain).
import { expect } from 'vitest';
import type { LeaderboardEscrow } from '../../../src/contract/leaderboard-rewards.js';
import type { LeaderboardSettingsBody } from '../../../src/contract/leaderboards.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { pushWalletObjects, type LinkedWallet } from '../../support/wallet-kit.js';
import { call } from '../teams/people-kit.js';

/** Chess placements ranked by check-in order on ties, public, with this prize pool. */
export const prizeSettings = (
  prizepool: LeaderboardSettingsBody['prizepool'],
  name: string,
): LeaderboardSettingsBody => ({
  name,
  subname: null,
  disciplineCode: 'chess',
  pointsSource: 'PLACEMENT_SCALE',
  pointsScale: [],
  ties: false,
  tieBreak: 'CHECK_IN_DATE',
  tieBreakReason: null,
  prizepool,
  privateAccess: false,
});

export async function escrowLeaderboardPrizes(
  server: TestServer,
  organizer: Session,
  wallet: LinkedWallet,
  id: string,
): Promise<{ status: number; body: LeaderboardEscrow }> {
  const described = await call<LeaderboardEscrow>(server, 'GET', `/leaderboards/${id}/escrow`, { session: organizer });
  expect(described.body).toMatchObject({ status: 'REQUIRED', memo: `arena-leaderboard:${id}` });
  const transactionId = await pushWalletObjects(server, wallet, described.body.actions!);
  return call<LeaderboardEscrow>(server, 'POST', `/leaderboards/${id}/escrow`, {
    session: organizer,
    json: { transactionId },
  });
}

/** A published RANK leaderboard of chess placements without prizes, for a tournament to fold into. */
export async function publishedRankLeaderboard(server: TestServer, organizer: Session, name: string): Promise<string> {
  const created = await call(server, 'POST', '/leaderboards', { session: organizer, json: { name, kind: 'RANK' } });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  expect(
    (
      await call(server, 'PUT', `/leaderboards/${id}`, {
        session: organizer,
        json: prizeSettings({ rewards: [] }, name),
      })
    ).status,
  ).toBe(200);
  expect((await call(server, 'POST', `/leaderboards/${id}/publish`, { session: organizer })).status).toBe(200);
  return id;
}
