// Shared by the leaderboard suites: placing a leaderboard's prize pool in escrow the way the administration
// does it (the organizer's wallet signs the described transfer, the server verifies it on chain).
import { expect } from 'vitest';
import type { LeaderboardEscrow } from '../../../src/contract/leaderboard-rewards.js';
import type { Session, TestServer } from '../../support/test-server.js';
import { pushWalletObjects, type LinkedWallet } from '../../support/wallet-kit.js';
import { call } from '../teams/people-kit.js';

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
