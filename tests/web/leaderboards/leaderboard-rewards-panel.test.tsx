// @vitest-environment jsdom
// Issue 26 §5.5: an ended leaderboard whose prizes reach nobody does not offer a send the server refuses ("The
// prize players are not valid."); it says why and offers the escrow back, and reversing it refreshes the panel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { LeaderboardRewards } from '../../../src/contract/leaderboard-rewards.js';
import type { LeaderboardDetail } from '../../../src/contract/leaderboards.js';
import { createQueryClient } from '../../../web/app/query-client.js';
import { LeaderboardRewardsPanel } from '../../../web/features/leaderboards/components/leaderboard-rewards-panel.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const prize = { id: 'top', ranks: { kind: 'FIRST' as const }, uosAmount: '25', uniqs: [] };
const leaderboard = { id: 'lb1', status: 'ENDED', prizepool: { rewards: [prize] } } as unknown as LeaderboardDetail;
const rewards = (over: Partial<LeaderboardRewards>): LeaderboardRewards => ({
  leaderboardId: 'lb1',
  canSend: true,
  allSent: false,
  escrowHeld: true,
  nobodyRanked: false,
  prizes: [{ prizeId: 'top', ranks: prize.ranks, uosAmount: '25.00000000', uniqs: [], sentAt: null }],
  payments: [],
  ...over,
});

function serve(answers: LeaderboardRewards[]) {
  const calls: string[] = [];
  let current = answers[0];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (init.method === 'DELETE') {
        current = answers[1];
        return Response.json({ status: 'REQUIRED' });
      }
      return Response.json(current);
    }),
  );
  return calls;
}

const renderPanel = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <LeaderboardRewardsPanel leaderboard={leaderboard} />
    </QueryClientProvider>,
  );

describe('leaderboard rewards panel', () => {
  it('with players ranked, offers Send rewards', async () => {
    serve([rewards({})]);
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Send rewards' })).toBeTruthy();
    expect(screen.queryByTestId('leaderboard-nobody-ranked')).toBeNull();
  });

  it('with nobody ranked, says why the prizes cannot be sent and reverses the escrow instead', async () => {
    const calls = serve([
      rewards({ nobodyRanked: true }),
      rewards({
        nobodyRanked: true,
        escrowHeld: false,
        payments: [
          {
            id: 'p1',
            purpose: 'RETURN',
            prizeId: null,
            rank: null,
            recipient: null,
            uosAmount: '25.00000000',
            factoryId: null,
            tokenIds: [],
            status: 'CONFIRMED',
            toAccount: 'org',
            transactionId: null,
            explorerUrl: null,
            lastError: null,
          },
        ],
      }),
    ]);
    renderPanel();
    const explained = await screen.findByTestId('leaderboard-nobody-ranked');
    expect(explained.textContent).toContain('Nobody is ranked for these prizes, so they cannot be sent.');
    expect(screen.queryByRole('button', { name: 'Send rewards' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reverse escrow' }));
    await waitFor(() =>
      expect(screen.getByTestId('leaderboard-payment').textContent).toContain('Returned to your wallet'),
    );
    expect(screen.getByTestId('leaderboard-payment').textContent).toContain('25 UOS');
    expect(screen.queryByRole('button', { name: 'Reverse escrow' })).toBeNull();
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual(['DELETE /api/v1/leaderboards/lb1/escrow']);
  });
});
