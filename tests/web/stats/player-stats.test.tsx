// @vitest-environment jsdom
// The profile's statistics: numbers, one card per game with a chart, and an honest empty state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
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
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <PlayerStats userId={USER} />
      </QueryClientProvider>
    </MemoryRouter>,
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
        tournaments: [],
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
        tournaments: [
          {
            tournamentId: 't2',
            name: 'Winter Open',
            disciplineName: 'Chess',
            finishedAt: '2026-02-01T10:00:00.000Z',
            placement: 4,
            teamName: 'Knights',
            wins: 1,
            losses: 2,
            matchType: 'DUEL',
            points: 3,
            metrics: {},
            rewards: { uos: '0.00000000', uniqs: 0 },
          },
          {
            tournamentId: 't1',
            name: 'New Year Cup',
            disciplineName: 'Chess',
            finishedAt: '2026-01-01T10:00:00.000Z',
            placement: 1,
            teamName: null,
            // A free-for-all: its standings count a lobby won as a win, which is no duel score to show.
            wins: 1,
            losses: 0,
            matchType: 'FFA',
            points: 24,
            metrics: { Kills: 13 },
            rewards: { uos: '12.50000000', uniqs: 2 },
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

    // The finished tournaments, most recent first, each linking to its page with place, record and prize.
    const records = screen.getAllByTestId('tournament-record');
    expect(records.map((record) => within(record).getByRole('link').getAttribute('href'))).toEqual([
      '/tournaments/t2',
      '/tournaments/t1',
    ]);
    expect(records[0].textContent).toContain('Chess · Feb 1, 2026 · with Knights');
    expect(within(records[0]).getByRole('img', { name: 'Rank 4th' })).toBeTruthy();
    expect(within(records[0]).getByLabelText('1 wins, 2 losses')).toBeTruthy();
    expect(records[0].textContent).not.toContain('UOS');
    expect(within(records[1]).getByText('12.5 UOS · 2 Uniqs')).toBeTruthy();
    // An FFA first place reads as the points and the metrics entered, not as a made-up "1–0" (issue 26 §5.9).
    expect(within(records[1]).getByLabelText('24 points, Kills 13').textContent).toBe('24 pts · Kills 13');
    expect(records[1].textContent).not.toContain('1–0');
  });
});
