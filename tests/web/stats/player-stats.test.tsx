// @vitest-environment jsdom
// The profile's statistics: numbers, one card per game with a chart, and an honest empty state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { PlayerStats } from '../../../web/features/stats/components/player-stats.js';

const USER = '33333333-3333-4333-8333-333333333333';

function serve(stats: unknown, metrics: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => Response.json(String(input).includes('/metrics/') ? metrics : stats)),
  );
}

function show() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PlayerStats userId={USER} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('player stats', () => {
  it('says there are no results before any finished tournament', async () => {
    serve(
      {
        userId: USER,
        totals: {
          tournamentsPlayed: 0,
          wins: 0,
          losses: 0,
          winRate: 0,
          points: 0,
          firstPlaces: 0,
          podiums: 0,
          bestPlacement: null,
        },
        disciplines: [],
      },
      null,
    );
    show();
    expect(await screen.findByText('No results yet')).toBeTruthy();
  });

  it('shows the totals and a chart per game', async () => {
    serve(
      {
        userId: USER,
        totals: {
          tournamentsPlayed: 2,
          wins: 5,
          losses: 2,
          winRate: 0.7143,
          points: 15.5,
          firstPlaces: 1,
          podiums: 1,
          bestPlacement: 1,
        },
        disciplines: [
          {
            disciplineCode: 'chess',
            disciplineName: 'Chess',
            tournamentsPlayed: 2,
            wins: 5,
            losses: 2,
            winRate: 0.7143,
            points: 15.5,
            firstPlaces: 1,
            podiums: 1,
            bestPlacement: 1,
            averagePlacement: 2.5,
          },
        ],
      },
      {
        userId: USER,
        disciplineCode: 'chess',
        disciplineName: 'Chess',
        results: [
          {
            tournamentId: 't1',
            finishedAt: '2026-01-01T10:00:00.000Z',
            placement: 1,
            wins: 4,
            losses: 0,
            points: 12,
            metrics: {},
          },
          {
            tournamentId: 't2',
            finishedAt: '2026-02-01T10:00:00.000Z',
            placement: 4,
            wins: 1,
            losses: 2,
            points: 3.5,
            metrics: {},
          },
        ],
        metrics: [],
      },
    );
    show();
    const statistics = await screen.findByRole('region', { name: 'Statistics' });
    expect(within(statistics).getAllByText('71%').length).toBeGreaterThan(0);
    expect(within(statistics).getAllByText('#1').length).toBeGreaterThan(0);
    const chart = await screen.findByRole('img', { name: /Points per tournament in Chess/ });
    expect(chart.getAttribute('aria-label')).toContain('12 points');
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
  });
});
