// @vitest-environment jsdom
// Rewards and closing (issue 12 §2): the computed distribution before it runs, then each payment's status and
// chain transaction (a link only when an explorer is configured), retry of a failed payment (and its refusal
// shown with the catalogue text), and the escrow balance.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { PayoutsSection } from '../../../web/features/payouts/components/payouts-section.js';
import type { PrizePayment, TournamentPayouts } from '../../../src/contract/payouts.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

const TOURNAMENT = '22222222-2222-4222-8222-222222222222';
const TX = 'ab'.repeat(32);
const none = { uosAmount: '0.00000000', uniqTokenIds: [] };

const payment = (over: Partial<PrizePayment>): PrizePayment => ({
  id: null,
  recipient: { id: '33333333-3333-4333-8333-333333333333', nickname: 'Ana' },
  registrationId: '44444444-4444-4444-8444-444444444444',
  rank: 1,
  asset: 'UOS',
  uosAmount: '100.20000001',
  factoryId: null,
  tokenIds: [],
  status: 'PENDING',
  toAccount: null,
  transactionId: null,
  explorerUrl: null,
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  confirmedAt: null,
  ...over,
});

const preview: TournamentPayouts = {
  status: 'SCHEDULED',
  startsAt: '2026-11-23T15:00:00.000Z',
  computedAt: null,
  payments: [
    payment({}),
    payment({ asset: 'UNIQ', uosAmount: '0.00000000', factoryId: '7', tokenIds: ['11', '12'] }),
    payment({
      rank: 2,
      recipient: { id: '55555555-5555-4555-8555-555555555555', nickname: 'Bo' },
      uosAmount: '6.45000002',
    }),
  ],
  counts: {},
  escrow: {
    escrowed: { uosAmount: '113.50000005', uniqTokenIds: ['11', '12', '13'] },
    paid: none,
    inFlight: none,
    returned: none,
    held: { uosAmount: '113.50000005', uniqTokenIds: ['11', '12', '13'] },
  },
};

const PAID_ID = '66666666-6666-4666-8666-666666666666';
const FAILED_ID = '77777777-7777-4777-8777-777777777777';
const distributing = (failedStatus: PrizePayment['status']): TournamentPayouts => ({
  status: 'DISTRIBUTING',
  startsAt: '2026-11-23T15:00:00.000Z',
  computedAt: '2026-11-23T15:00:01.000Z',
  payments: [
    payment({
      id: PAID_ID,
      status: 'CONFIRMED',
      transactionId: TX,
      toAccount: 'anaaccount11',
      explorerUrl: `https://explorer.example/tx/${TX}`,
      attempts: 1,
    }),
    payment({
      id: FAILED_ID,
      rank: 2,
      recipient: { id: '55555555-5555-4555-8555-555555555555', nickname: 'Bo' },
      uosAmount: '6.45000002',
      status: failedStatus,
      transactionId: 'cd'.repeat(32),
      toAccount: 'boaccount111',
      attempts: 2,
      lastError: failedStatus === 'FAILED' ? 'chain unreachable' : null,
    }),
  ],
  counts: { CONFIRMED: 1, [failedStatus]: 1 },
  escrow: {
    escrowed: { uosAmount: '106.65000003', uniqTokenIds: [] },
    paid: { uosAmount: '100.20000001', uniqTokenIds: [] },
    inFlight: none,
    returned: none,
    held: { uosAmount: '6.45000002', uniqTokenIds: [] },
  },
});

function stubServer(answers: { get: () => TournamentPayouts; retry?: () => Response }) {
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url });
      if (method === 'POST' && url.endsWith(`/tournaments/${TOURNAMENT}/payouts/${FAILED_ID}/retry`))
        return answers.retry!();
      if (method === 'GET' && url.endsWith(`/tournaments/${TOURNAMENT}/payouts`)) return Response.json(answers.get());
      return Response.json({ message: 'NOT-FOUND' }, { status: 404 });
    }),
  );
  return calls;
}

const renderSection = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PayoutsSection tournamentId={TOURNAMENT} />
    </QueryClientProvider>,
  );

const rows = () =>
  screen.getAllByTestId('payment-row').map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  );

describe('rewards and closing', () => {
  it('shows the computed distribution before it runs, with the escrow still held', async () => {
    stubServer({ get: () => preview });
    renderSection();
    expect(await screen.findByRole('table', { name: 'Computed distribution' })).toBeTruthy();
    expect(rows()).toEqual([
      ['1', 'Ana', 'UOS', '100.20000001 UOS', 'Pending', '—', ''],
      ['1', 'Ana', 'Uniq', '2 Uniqs of factory #7', 'Pending', '—', ''],
      ['2', 'Bo', 'UOS', '6.45000002 UOS', 'Pending', '—', ''],
    ]);
    expect(screen.getByTestId('payouts-status').textContent).toContain(
      'the payments start with the distribution phase',
    );
    expect(screen.getByTestId('escrow-escrowed').textContent).toBe('113.50000005 UOS + 3 Uniqs');
    expect(screen.getByTestId('escrow-paid').textContent).toBe('0 UOS');
    expect(screen.getByTestId('escrow-held').textContent).toBe('113.50000005 UOS + 3 Uniqs');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('links confirmed transactions to the explorer and retries a failed payment', async () => {
    let failed = true;
    const calls = stubServer({
      get: () => distributing(failed ? 'FAILED' : 'CONFIRMED'),
      retry: () => {
        failed = false;
        return Response.json(distributing('CONFIRMED').payments[1]);
      },
    });
    renderSection();
    expect(await screen.findByRole('table', { name: 'Prize payments' })).toBeTruthy();
    const link = screen.getByRole('link', { name: `Transaction ${TX} in the block explorer` });
    expect(link.getAttribute('href')).toBe(`https://explorer.example/tx/${TX}`);
    // Without an explorer the id is shown as text, not a link.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(rows()[1].slice(0, 6)).toEqual([
      '2',
      'Bo',
      'UOS',
      '6.45000002 UOS',
      'Failedchain unreachable',
      'cd'.repeat(32),
    ]);
    expect(screen.getByTestId('escrow-paid').textContent).toBe('100.20000001 UOS');
    expect(screen.getByTestId('escrow-held').textContent).toBe('6.45000002 UOS');

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()[1][4]).toBe('Confirmed'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      expect.stringMatching(new RegExp(`/tournaments/${TOURNAMENT}/payouts/${FAILED_ID}/retry$`)),
    ]);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a refused retry with its catalogue text', async () => {
    stubServer({
      get: () => distributing('FAILED'),
      retry: () =>
        Response.json({ statusCode: 409, error: 'Conflict', message: 'PRIZE-PAYMENT-NOT-RETRYABLE' }, { status: 409 }),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Only a failed prize payment can be retried.');
  });
});
