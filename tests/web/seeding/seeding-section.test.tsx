// @vitest-environment jsdom
// Manual seeding (issue 11 §1, SPEC §4): a move shows at once, sends the whole seed slot list, and is rolled
// back with the catalogue's text when the server refuses it; outside the window the list is read-only.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { SeedingSection } from '../../../web/features/seeding/components/seeding-section.js';
import { moveEntrant, seedSlots } from '../../../web/features/seeding/model/seed-order.js';
import type { SeedingView } from '../../../src/contract/matches.js';
import { entrant } from '../match-play/match-detail-builder.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

const TOURNAMENT = '22222222-2222-4222-8222-222222222222';
const seeding = (over: Partial<SeedingView> = {}): SeedingView => ({
  tournamentId: TOURNAMENT,
  mode: 'MANUAL',
  editable: true,
  windowStart: '2026-05-01T09:00:00.000Z',
  windowEnd: '2026-05-01T09:15:00.000Z',
  entrants: [entrant(1, 'Ana'), entrant(2, 'Bo'), entrant(3, 'Cy')],
  ...over,
});

const names = () => screen.getAllByTestId('seed-row').map((row) => row.getAttribute('aria-label'));

/**
 * A server whose PUT answers when the test says so. GET answers the stored seeding once; later GETs never
 * answer, so what the list shows after a PUT comes from the mutation itself (rollback), not from a refetch.
 */
function stubServer(stored: SeedingView) {
  let answerPut: (response: Response) => void = () => {};
  const puts: unknown[] = [];
  let gets = 0;
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'PUT') {
      puts.push(JSON.parse(String(init.body)));
      return new Promise<Response>((resolve) => (answerPut = resolve));
    }
    gets += 1;
    return gets === 1 ? Response.json(stored) : new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return { puts, answerPut: (response: Response) => act(() => answerPut(response)) };
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SeedingSection tournamentId={TOURNAMENT} />
    </QueryClientProvider>,
  );
}

describe('seeding section', () => {
  it('renumbers seeds 1…n after a move and sends every slot', () => {
    const moved = moveEntrant([entrant(1, 'Ana'), entrant(2, 'Bo'), entrant(3, 'Cy')], 2, 0);
    expect(moved.map((e) => `${e.seed} ${e.name}`)).toEqual(['1 Cy', '2 Ana', '3 Bo']);
    expect(seedSlots(moved).map((slot) => slot.seed)).toEqual([1, 2, 3]);
  });

  it('moves a focused row with Alt+ArrowDown at once, and rolls it back when the server refuses', async () => {
    const server = stubServer(seeding());
    renderSection();
    await waitFor(() => expect(names()).toEqual(['Seed 1: Ana', 'Seed 2: Bo', 'Seed 3: Cy']));

    fireEvent.keyDown(screen.getAllByTestId('seed-row')[0], { key: 'ArrowDown', altKey: true });
    // Optimistic: the new order shows before the server answers.
    await waitFor(() => expect(names()).toEqual(['Seed 1: Bo', 'Seed 2: Ana', 'Seed 3: Cy']));
    expect(server.puts).toEqual([
      [
        { registrationId: entrant(2, '').registrationId, seed: 1 },
        { registrationId: entrant(1, '').registrationId, seed: 2 },
        { registrationId: entrant(3, '').registrationId, seed: 3 },
      ],
    ]);
    // The moved row keeps the focus, so Alt+Arrow can be pressed again.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Seed 2: Ana');

    server.answerPut(Response.json({ statusCode: 400, message: 'SEEDING-NOT-IN-WINDOW' }, { status: 400 }));
    await waitFor(() => expect(names()).toEqual(['Seed 1: Ana', 'Seed 2: Bo', 'Seed 3: Cy']));
    expect(screen.getByTestId('seeding-error').textContent).toBe('Seeding is only possible during the seeding window.');
  });

  it('keeps the saved order when the server accepts the move (buttons work too)', async () => {
    const after = seeding({
      entrants: [{ ...entrant(1, 'Ana'), seed: 2 }, { ...entrant(2, 'Bo'), seed: 1 }, entrant(3, 'Cy')],
    });
    const server = stubServer(after);
    renderSection();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Move Bo up' }));
    server.answerPut(Response.json(after));
    await waitFor(() => expect(names()).toEqual(['Seed 1: Bo', 'Seed 2: Ana', 'Seed 3: Cy']));
    expect(screen.queryByTestId('seeding-error')).toBeNull();
  });

  it('moves a row by drag and drop onto another row', async () => {
    const server = stubServer(seeding());
    renderSection();
    await waitFor(() => expect(names()).toHaveLength(3));
    const [ana, , cy] = screen.getAllByTestId('seed-row');
    const dataTransfer = { setData: () => {}, effectAllowed: '' };
    fireEvent.dragStart(cy, { dataTransfer });
    fireEvent.dragOver(ana, { dataTransfer });
    fireEvent.drop(ana, { dataTransfer });
    await waitFor(() => expect(names()).toEqual(['Seed 1: Cy', 'Seed 2: Ana', 'Seed 3: Bo']));
    expect((server.puts[0] as { seed: number }[]).map((slot) => slot.seed)).toEqual([1, 2, 3]);
  });

  it('is read-only outside the seeding window', async () => {
    const server = stubServer(seeding({ editable: false }));
    renderSection();
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    fireEvent.keyDown(screen.getAllByTestId('seed-row')[0], { key: 'ArrowDown', altKey: true });
    expect(server.puts).toEqual([]);
    expect(screen.getByText('The seeding window is closed; the seeds are final.')).toBeTruthy();
  });

  it('before seeding opens, says the checked-in participants are listed then, not that nobody checked in (issue 26 §5.8)', async () => {
    const future = new Date(Date.now() + 3_600_000).toISOString();
    stubServer(seeding({ editable: false, windowStart: future, entrants: [] }));
    renderSection();
    expect((await screen.findByTestId('seeding-empty')).textContent).toBe(
      'The checked-in participants are listed here when the seeding window opens.',
    );
    expect(screen.queryByText(/No checked-in participants/)).toBeNull();
  });

  it('without a seeding window, says they are listed when check-in closes', async () => {
    stubServer(seeding({ editable: false, windowStart: null, windowEnd: null, entrants: [] }));
    renderSection();
    expect((await screen.findByTestId('seeding-empty')).textContent).toBe(
      'The checked-in participants are listed here when check-in closes.',
    );
  });
});
