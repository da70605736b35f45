// @vitest-environment jsdom
// Round management (issue 11 §4): the organizer's result bodies, a refused pause shown with its catalogue text,
// the status filter, and an amendment that shows what changes before anything is written.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { RoundManagementSection } from '../../../web/features/round-management/components/round-management-section.js';
import { duelResultBody, ffaResultBody } from '../../../web/features/round-management/model/result-form.js';
import type { MatchView, RoundManagementView } from '../../../src/contract/matches.js';
import { windowLabel } from '../../../web/features/tournaments/components/tournament-labels.js';
import { duelDetail, entrant } from '../match-play/match-detail-builder.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

const TOURNAMENT = '22222222-2222-4222-8222-222222222222';
const base = duelDetail().match;
const match = (position: number, status: MatchView['status'], over: Partial<MatchView> = {}): MatchView => ({
  ...base,
  id: `11111111-1111-4111-8111-11111111111${position}`,
  position,
  status,
  ...over,
});
const completed = match(1, 'COMPLETED', {
  winnerSeed: 1,
  games: [{ scores: [2, 0] }, { scores: [2, 1] }],
  sides: [
    { seed: 1, bye: false, score: 2, rank: null, isWinner: true },
    { seed: 2, bye: false, score: 0, rank: null, isWinner: false },
  ],
});
const table: RoundManagementView = {
  tournamentId: TOURNAMENT,
  currentRound: 0,
  rounds: [{ index: 0, name: 'Semifinals', status: 'IN_PROGRESS', startsAt: null, endsAt: null }],
  entrants: [entrant(1, 'Ana'), entrant(2, 'Bo')],
  matches: [match(0, 'DISPUTED'), completed],
  reports: {},
  issues: { [match(0, 'DISPUTED').id]: 2 },
  paused: false,
  finished: false,
};

type Route = (url: string, init: RequestInit) => Response | undefined;
function stubServer(route: Route) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const answer = route(url, init);
      if (answer) return answer;
      if (url.includes('/round-management')) return Response.json(table);
      return Response.json({
        ...duelDetail(),
        match: completed,
        viewer: { ...duelDetail().viewer, isOrganizer: true },
      });
    }),
  );
  return calls;
}

function renderSection(path = '/') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <RoundManagementSection tournamentId={TOURNAMENT} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('round management', () => {
  it('builds the result bodies: a duel winner with games in side order, FFA ranks with forfeits', () => {
    expect(
      duelResultBody(completed, {
        winnerSeed: 2,
        games: [
          { a: '0', b: '2' },
          { a: '', b: '' },
        ],
        reason: ' late ',
      }),
    ).toEqual({
      body: { winnerSeed: 2, games: [{ scores: [0, 2] }], reason: 'late' },
    });
    expect(duelResultBody(completed, { winnerSeed: 1, games: [{ a: '0', b: '2' }], reason: '' })).toEqual({
      errors: { winnerSeed: 'The scores do not make this side the winner.' },
    });
    expect(duelResultBody(completed, { winnerSeed: null, games: [], reason: '' })).toEqual({
      errors: { winnerSeed: 'Choose the winner.' },
    });
    expect(
      ffaResultBody([3, 4], { ranks: { 3: ['2'], 4: [''] }, forfeits: { 3: [false], 4: [true] }, reason: '' }, 2),
    ).toEqual({
      body: {
        ffaResults: [
          { seed: 3, results: [{ gameIndex: 0, isForfeit: false, ingameRank: 2 }] },
          { seed: 4, results: [{ gameIndex: 0, isForfeit: true }] },
        ],
      },
    });
  });

  it('lists the round with statuses and issues, filters by status, and shows a refused pause with its catalogue text', async () => {
    const calls = stubServer((url, init) =>
      init.method === 'POST' && url.endsWith('/pause')
        ? Response.json({ statusCode: 409, message: 'TOURNAMENT-NOT-IN-PAUSING-WINDOW' }, { status: 409 })
        : undefined,
    );
    renderSection();
    await waitFor(() => expect(screen.getAllByTestId('round-match-row')).toHaveLength(2));
    expect(within(screen.getAllByTestId('round-match-row')[0]).getByText('2 issues')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'DISPUTED' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('round-match-row').map((row) => row.dataset.status)).toEqual(['DISPUTED']),
    );
    expect(calls.some((call) => call.url.endsWith('/round-management?status=DISPUTED'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    // Asked first; nothing is sent before the answer.
    const question = await screen.findByRole('dialog', { name: 'Pause the tournament?' });
    expect(calls.some((call) => call.url.endsWith('/pause'))).toBe(false);
    fireEvent.click(within(question).getByRole('button', { name: 'Pause' }));
    expect((await screen.findByTestId('round-control-error')).textContent).toBe(
      'The tournament can only be paused during the pausing window.',
    );
  });

  it('a refused skip says when the round can be skipped (issue 26 §5.7)', async () => {
    const start = Date.now() - 10 * 60_000;
    const end = Date.now() + 50 * 60_000;
    // Open by the page's clock, refused by the server's (a clock drift): the refusal names the window.
    const scheduled: RoundManagementView = {
      ...table,
      rounds: [
        {
          index: 0,
          name: 'Semifinals',
          status: 'IN_PROGRESS',
          startsAt: new Date(start - 60 * 60_000).toISOString(),
          endsAt: new Date(end).toISOString(),
        },
      ],
    };
    stubServer((url, init) => {
      if (url.includes('/round-management')) return Response.json(scheduled);
      return init.method === 'POST' && url.endsWith('/skip')
        ? Response.json({ statusCode: 409, message: 'ROUND-MINIMUM-TIME-NOT-PLAYED' }, { status: 409 })
        : undefined;
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Skip Semifinals' }));
    expect((await screen.findByTestId('round-control-error')).textContent).toMatch(
      /^The round cannot be skipped before its minimum playing time\. Semifinals can be skipped from .+ until .+, once every score is resolved\.$/,
    );
  });

  it('once the last round has ended, neither Pause nor Skip is offered (issue 26 §5.7)', async () => {
    // Over by the clock, not yet finished (a result still to be set): the server would refuse both.
    const ended: RoundManagementView = {
      ...table,
      rounds: [
        {
          index: 0,
          name: 'Semifinals',
          status: 'IN_PROGRESS',
          startsAt: new Date(Date.now() - 2 * 60 * 60_000).toISOString(),
          endsAt: new Date(Date.now() - 60 * 60_000).toISOString(),
        },
      ],
    };
    stubServer((url) => (url.includes('/round-management') ? Response.json(ended) : undefined));
    renderSection();
    expect((await screen.findByRole('button', { name: 'Pause' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Skip Semifinals' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('skip-window')).toBeNull();
  });

  it('before its skipping window, Skip is not offered and the page says when it opens (issue 26 §5.7)', async () => {
    const upcoming: RoundManagementView = {
      ...table,
      rounds: [
        {
          index: 0,
          name: 'Semifinals',
          status: 'IN_PROGRESS',
          startsAt: new Date(Date.now() - 10 * 60_000).toISOString(),
          endsAt: new Date(Date.now() + 50 * 60_000).toISOString(),
        },
      ],
    };
    stubServer((url) => (url.includes('/round-management') ? Response.json(upcoming) : undefined));
    renderSection();
    expect((await screen.findByRole('button', { name: 'Skip Semifinals' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Pause' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByTestId('skip-window').textContent).toMatch(/^Semifinals can be skipped from .+ until .+\.$/);
  });

  it("writes the round's dates as the tournament page's schedule does, not in the browser's own format", async () => {
    const start = '2026-11-22T09:00:00.000Z';
    const end = '2026-11-22T10:00:00.000Z';
    const dated: RoundManagementView = {
      ...table,
      rounds: [{ index: 0, name: 'Semifinals', status: 'IN_PROGRESS', startsAt: start, endsAt: end }],
    };
    stubServer((url) => (url.includes('/round-management') ? Response.json(dated) : undefined));
    renderSection();
    const line = (await screen.findByTestId('round-window')).textContent;
    expect(line).toBe(`Semifinals: in progress, ${windowLabel({ start, end })}`);
    // "Nov 22, 2026, 9:00 AM": no seconds, no numeric date.
    expect(line).not.toMatch(/\d:\d\d:\d\d|\d\/\d/);
  });

  it("names each match's bracket (double elimination) or group (round robin) in the table and the dialog", async () => {
    const staged: RoundManagementView = {
      ...table,
      rounds: [
        { index: 0, name: 'Winners round 2 · Losers round 1', status: 'IN_PROGRESS', startsAt: null, endsAt: null },
      ],
      matches: [match(0, 'READY', { bracket: 'WINNERS' }), { ...completed, bracket: 'LOSERS' }],
    };
    stubServer((url) => (url.includes('/round-management') ? Response.json(staged) : undefined));
    renderSection();
    await waitFor(() => expect(screen.getAllByTestId('round-match-row')).toHaveLength(2));
    const [winners, losers] = screen.getAllByTestId('round-match-row');
    expect(within(winners).getByText('Winners bracket')).toBeTruthy();
    expect(within(losers).getByText('Losers bracket')).toBeTruthy();
    fireEvent.click(within(losers).getByRole('button', { name: 'Manage' }));
    expect(await screen.findByRole('heading', { name: 'Losers round 1 · Match 2' })).toBeTruthy();
  });

  it('amends the winner alone: choosing the other side drops the recorded scores that contradict it', async () => {
    const calls = stubServer((url, init) => {
      if (init.method === 'POST' && url.endsWith('/result/preview'))
        return Response.json({ changedMatches: [], invalidatedMatchIds: [] });
      return undefined;
    });
    renderSection();
    await waitFor(() => expect(screen.getAllByTestId('round-match-row')).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('round-match-row')[1]).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByTestId('match-dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Game 1 score of Ana').value).toBe('2');
    fireEvent.click(within(dialog).getByLabelText('Bo'));
    expect(within(dialog).getByLabelText<HTMLInputElement>('Game 1 score of Ana').value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview amendment' }));
    await screen.findByTestId('amendment-preview');
    expect(within(dialog).queryByText('The scores do not make this side the winner.')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ winnerSeed: 2 });
  });

  it('amends a completed result only after showing which matches and placements change', async () => {
    const changed = match(0, 'READY', { roundIndex: 1, id: '33333333-3333-4333-8333-333333333333' });
    const calls = stubServer((url, init) => {
      if (init.method === 'POST' && url.endsWith('/result/preview'))
        return Response.json({
          changedMatches: [changed],
          invalidatedMatchIds: [changed.id],
          placementChanges: [
            { seed: 2, from: 2, to: 1 },
            { seed: 1, from: 1, to: null },
          ],
        });
      if (init.method === 'POST' && url.endsWith('/result')) return Response.json({});
      return undefined;
    });
    renderSection();
    await waitFor(() => expect(screen.getAllByTestId('round-match-row')).toHaveLength(2));
    fireEvent.click(within(screen.getAllByTestId('round-match-row')[1]).getByRole('button', { name: 'Manage' }));
    const dialog = await screen.findByTestId('match-dialog');
    fireEvent.click(within(dialog).getByLabelText('Bo'));
    fireEvent.change(within(dialog).getByLabelText('Game 1 score of Ana'), { target: { value: '0' } });
    fireEvent.change(within(dialog).getByLabelText('Game 2 score of Ana'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Game 2 score of Bo'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Game 1 score of Bo'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Preview amendment' }));

    const preview = await screen.findByTestId('amendment-preview');
    expect(preview.textContent).toContain(
      'Round 2, match 1: Ana vs Bo (its played result is cancelled and must be replayed)',
    );
    expect(within(preview).getByTestId('placement-changes').textContent).toBe(
      'Placements that changeBo: 2nd → 1stAna: 1st → no place yet',
    );
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => call.url.split('/').slice(-2).join('/')),
    ).toEqual(['result/preview']);

    fireEvent.click(within(preview).getByRole('button', { name: 'Confirm amendment' }));
    expect(await screen.findByText('Result amended.')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url.split('/').pop())).toEqual(['preview', 'result']);
    expect(posts[1].body).toEqual({ winnerSeed: 2, games: [{ scores: [0, 2] }, { scores: [1, 2] }] });
  });

  describe('multi-stage', () => {
    const staged: RoundManagementView = {
      ...table,
      currentRound: 3,
      rounds: [
        { index: 2, name: 'Round 3', status: 'COMPLETE', startsAt: null, endsAt: null, stage: 0 },
        { index: 3, name: 'Semifinals', status: 'IN_PROGRESS', startsAt: null, endsAt: null, stage: 1 },
      ],
      entrants: [entrant(1, 'Ana'), entrant(2, 'Bo'), entrant(3, 'Cy'), entrant(4, 'Di')],
      matches: [{ ...completed, roundIndex: 2, stage: 0, group: 0 }],
    };

    it('labels every round with its stage', async () => {
      stubServer((url) => (url.includes('/round-management') ? Response.json(staged) : undefined));
      renderSection('/?round=2');
      await waitFor(() => expect(screen.getAllByTestId('round-match-row')).toHaveLength(1));
      const options = [...screen.getByLabelText<HTMLSelectElement>('Round').options].map((option) => option.text);
      expect(options).toEqual(['Stage 1 · Round 3', 'Stage 2 · Semifinals (current)']);
      fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
      expect(await screen.findByRole('heading', { name: 'Stage 1 · Round 3 · Group A · Match 2' })).toBeTruthy();
    });

    it('shows who would go on instead of whom, and resets the started playoff only when confirmed so', async () => {
      const calls = stubServer((url, init) => {
        if (url.includes('/round-management')) return Response.json(staged);
        if (init.method === 'POST' && url.endsWith('/result/preview'))
          return Response.json({
            changedMatches: [],
            invalidatedMatchIds: [],
            qualification: { entering: [2], leaving: [1], nextStageStarted: true },
          });
        if (init.method === 'POST' && url.endsWith('/result')) return Response.json({});
        return undefined;
      });
      renderSection('/?round=2');
      await waitFor(() => expect(screen.getAllByTestId('round-match-row')).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
      const dialog = await screen.findByTestId('match-dialog');
      fireEvent.click(within(dialog).getByLabelText('Bo'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Preview amendment' }));
      const preview = await screen.findByTestId('amendment-preview');
      const changes = within(preview).getByTestId('qualification-changes');
      expect(changes.textContent).toContain('Would qualify: Bo');
      expect(changes.textContent).toContain('Would no longer qualify: Ana');
      expect(within(preview).getByTestId('next-stage-started').textContent).toContain('Stage 2 has already started');
      expect(within(preview).queryByRole('button', { name: 'Confirm amendment' })).toBeNull();
      fireEvent.click(within(preview).getByRole('button', { name: 'Reset stage 2 and redraw it' }));
      expect(await screen.findByText('Result amended; stage 2 redrawn.')).toBeTruthy();
      const posts = calls.filter((call) => call.method === 'POST');
      expect(posts.map((call) => call.url.split('/').pop())).toEqual(['preview', 'result']);
      expect(posts[1].body).toEqual({ winnerSeed: 2, resetNextStage: true });
    });

    it('confirms as usual when the next stage has not started', async () => {
      stubServer((url, init) => {
        if (url.includes('/round-management')) return Response.json(staged);
        if (init.method === 'POST' && url.endsWith('/result/preview'))
          return Response.json({
            changedMatches: [],
            invalidatedMatchIds: [],
            qualification: { entering: [], leaving: [], nextStageStarted: false },
          });
        return undefined;
      });
      renderSection('/?round=2');
      await waitFor(() => expect(screen.getAllByTestId('round-match-row')).toHaveLength(1));
      fireEvent.click(screen.getByRole('button', { name: 'Manage' }));
      const dialog = await screen.findByTestId('match-dialog');
      fireEvent.click(within(dialog).getByLabelText('Bo'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Preview amendment' }));
      const preview = await screen.findByTestId('amendment-preview');
      expect(preview.textContent).toContain('Who goes on to stage 2 does not change.');
      expect(within(preview).getByRole('button', { name: 'Confirm amendment' })).toBeTruthy();
      expect(within(preview).queryByTestId('next-stage-started')).toBeNull();
    });
  });
});
