// @vitest-environment jsdom
// Seeding sources (issue 26 §1): the server proposes an order, the section applies it like a drag — shown at once,
// saved with its source for the audit trail, rolled back with the catalogue's text when refused — and names of a
// pasted list that matched nobody are listed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { SeedingSection } from '../../../web/features/seeding/components/seeding-section.js';
import { entrantsInOrder } from '../../../web/features/seeding/model/seed-order.js';
import type { SeedingView } from '../../../src/contract/matches.js';
import { entrant } from '../match-play/match-detail-builder.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

const TOURNAMENT = '22222222-2222-4222-8222-222222222222';
const [ana, bo, cy] = [entrant(1, 'Ana'), entrant(2, 'Bo'), entrant(3, 'Cy')];
const stored: SeedingView = {
  tournamentId: TOURNAMENT,
  mode: 'MANUAL',
  editable: true,
  windowStart: '2026-05-01T09:00:00.000Z',
  windowEnd: '2026-05-01T09:15:00.000Z',
  entrants: [ana, bo, cy],
};
const names = () => screen.getAllByTestId('seed-row').map((row) => row.getAttribute('aria-label'));

/** Answers GET once, POST proposals with `proposal`, and holds each PUT until the test answers it. */
function stubServer(proposal: { order: string[]; unknownNames: string[]; placed: number }) {
  let answerPut: (response: Response) => void = () => {};
  const puts: { url: string; body: unknown }[] = [];
  const proposals: unknown[] = [];
  let gets = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push({ url, body: JSON.parse(String(init.body)) });
        return new Promise<Response>((resolve) => (answerPut = resolve));
      }
      if (init?.method === 'POST') {
        proposals.push(JSON.parse(String(init.body)));
        return Response.json(proposal);
      }
      gets += 1;
      return gets === 1 ? Response.json(stored) : new Promise<Response>(() => {});
    }),
  );
  return { puts, proposals, answerPut: (response: Response) => act(() => answerPut(response)) };
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SeedingSection tournamentId={TOURNAMENT} />
    </QueryClientProvider>,
  );
}

describe('seeding sources', () => {
  it('orders entrants by a proposal, keeping anyone it did not list after the others', () => {
    const ordered = entrantsInOrder([ana, bo, cy], [cy.registrationId, 'gone', ana.registrationId]);
    expect(ordered.map((e) => `${e.seed} ${e.name}`)).toEqual(['1 Cy', '2 Ana', '3 Bo']);
  });

  it('applies a pasted list at once, saves it with its source, lists unknown names and rolls back on refusal', async () => {
    const server = stubServer({
      order: [cy.registrationId, ana.registrationId, bo.registrationId],
      unknownNames: ['Zed'],
      placed: 2,
    });
    renderSection();
    await waitFor(() => expect(names()).toEqual(['Seed 1: Ana', 'Seed 2: Bo', 'Seed 3: Cy']));
    fireEvent.change(screen.getByTestId('seeding-list'), { target: { value: 'Cy\nZed\nAna' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply the list' }));

    await waitFor(() => expect(names()).toEqual(['Seed 1: Cy', 'Seed 2: Ana', 'Seed 3: Bo']));
    expect(server.proposals).toEqual([{ source: 'LIST', names: ['Cy', 'Zed', 'Ana'] }]);
    expect(server.puts).toHaveLength(1);
    expect(server.puts[0].url).toContain('/seeds?source=LIST');
    expect(screen.getByTestId('seeding-unknown').textContent).toBe('Not found among the checked-in participants: Zed.');

    server.answerPut(Response.json({ statusCode: 409, message: 'SEEDING-NOT-IN-WINDOW' }, { status: 409 }));
    await waitFor(() => expect(names()).toEqual(['Seed 1: Ana', 'Seed 2: Bo', 'Seed 3: Cy']));
    expect(screen.getByTestId('seeding-error').textContent).toBe('Seeding is only possible during the seeding window.');
  });

  it('randomizes through the server draw and keeps the order once saved', async () => {
    const server = stubServer({
      order: [bo.registrationId, cy.registrationId, ana.registrationId],
      unknownNames: [],
      placed: 3,
    });
    renderSection();
    await waitFor(() => expect(names()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Randomize' }));
    await waitFor(() => expect(names()).toEqual(['Seed 1: Bo', 'Seed 2: Cy', 'Seed 3: Ana']));
    expect(server.proposals).toEqual([{ source: 'RANDOM' }]);
    const saved = {
      ...stored,
      entrants: entrantsInOrder(stored.entrants, [bo.registrationId, cy.registrationId, ana.registrationId]),
    };
    server.answerPut(Response.json(saved));
    await waitFor(() => expect(names()).toEqual(['Seed 1: Bo', 'Seed 2: Cy', 'Seed 3: Ana']));
    expect(screen.queryByTestId('seeding-error')).toBeNull();
  });
});
