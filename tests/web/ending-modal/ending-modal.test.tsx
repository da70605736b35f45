// @vitest-environment jsdom
// The tournament ending modal (SPEC §2, §4): the reward cards the selection rule picks (the middle one raised,
// each linking to its marketplace page, the rest as "plus X uniqs"); the main layout's slot shows it for a
// signed-in player whose registered list carries it, closing it accepts the end for good, and it stays away
// while a scroll target is in the navigation state.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { EndTournamentModalData } from '../../../src/contract/ending-modal.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import type { CurrentUser } from '../../../src/contract/users.js';
import { derivePermissions } from '../../../src/domain/permissions.js';
import { createQueryClient } from '../../../web/app/query-client.js';
import { EndingModalSlot } from '../../../web/app/ending-modal/ending-modal-slot.js';
import { clearTokens, updateTokens } from '../../../web/app/session/token-store.js';
import { EndingModal } from '../../../web/features/tournaments/components/ending-modal.js';
import { currentUserQueryKey } from '../../../web/features/users/api/get-current-user.js';

const MARKET = 'https://market.example.com';
const TOURNAMENT_ID = '11111111-1111-4111-8111-111111111111';
const uniq = (ultraId: string, quantity: number) => ({
  ultraId,
  name: `Prize ${ultraId}`,
  subName: 'Season 1',
  author: 'Arena',
  squareImage: null,
  quantity,
});

function showModal(data: EndTournamentModalData) {
  const handlers = { onClose: vi.fn(), onViewLeaderboard: vi.fn(), onViewRewards: vi.fn() };
  render(<EndingModal tournamentName="Nova Cup" data={data} marketplaceUrl={MARKET} {...handlers} />);
  return handlers;
}

const cards = () => screen.getAllByTestId('reward-card');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearTokens();
});

describe('ending modal cards', () => {
  it('with 3 or more rewards and a cash prize shows up to 2 of each Uniq, raises the middle card, links each', () => {
    showModal({
      rank: 1,
      uos: '100.00000000',
      uniqs: [uniq('41', 2), uniq('42', 3)],
      uniqsToTransfer: [
        {
          id: '9001',
          factoryId: '42',
          metadata: { content: { name: 'Prize 42', subName: null, medias: { square: { uri: null } } } },
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Congratulations!' })).toBeTruthy();
    expect(screen.getByText('You ranked')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rank 1st' })).toBeTruthy();
    expect(cards().map((card) => card.dataset.kind)).toEqual(['cash', 'uniq', 'uniq', 'uniq', 'uniq']);
    expect(cards().map((card) => card.dataset.raised)).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(within(cards()[0]).getByText('100 UOS')).toBeTruthy();
    expect(
      cards()
        .slice(1)
        .map((card) => card.getAttribute('href')),
    ).toEqual([
      `${MARKET}/uniqfactory/41`,
      `${MARKET}/uniqfactory/41`,
      // The token picked for the player from factory 42 is known: the first card links to it.
      `${MARKET}/uniq/9001`,
      `${MARKET}/uniqfactory/42`,
    ]);
    expect(screen.getByTestId('more-uniqs').textContent).toBe('plus 1 uniq');
  });

  it('with fewer than 3 rewards shows one Uniq of each kind; without cash up to 3 of each', () => {
    showModal({ rank: 4, uos: null, uniqs: [uniq('41', 2)], uniqsToTransfer: [] });
    expect(cards().map((card) => card.dataset.kind)).toEqual(['uniq']);
    expect(cards()[0].dataset.raised).toBe('true');
    expect(screen.getByTestId('more-uniqs').textContent).toBe('plus 1 uniq');
    expect(within(cards()[0]).getByText('by Arena')).toBeTruthy();
    cleanup();

    showModal({ rank: 2, uos: null, uniqs: [uniq('41', 5)], uniqsToTransfer: [] });
    expect(cards()).toHaveLength(3);
    expect(screen.getByTestId('more-uniqs').textContent).toBe('plus 2 uniqs');
  });

  it('without any reward shows the rank alone', () => {
    const handlers = showModal({ rank: 7, uos: null, uniqs: [], uniqsToTransfer: [] });
    expect(screen.getByRole('img', { name: 'Rank 7th' })).toBeTruthy();
    expect(screen.queryAllByTestId('reward-card')).toEqual([]);
    expect(screen.queryByTestId('more-uniqs')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View all rewards' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'View the leaderboard' }));
    expect(handlers.onViewLeaderboard).toHaveBeenCalledOnce();
  });
});

describe('ending modal slot', () => {
  const user: CurrentUser = {
    id: '00000000-0000-4000-8000-000000000001',
    type: 'player',
    nickname: 'nova',
    fullName: null,
    email: 'nova@example.test',
    emailVerified: true,
    linkedAccounts: {},
    disciplineAccounts: {},
    profilePictureURL: null,
    permissions: derivePermissions('player'),
    walletId: null,
  };
  const finished = (data: EndTournamentModalData | null) =>
    ({
      id: TOURNAMENT_ID,
      organizationId: 'o1',
      organizationName: 'Nova Events',
      game: { id: 'g', code: 'chess', name: 'Chess', imageUrl: null },
      name: 'Nova Cup',
      status: 'finished',
      hidden: false,
      promoted: false,
      publishedAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      mainInformation: null,
      settings: null,
      format: null,
      schedule: null,
      prizepool: null,
      escrow: null,
      leaderboard: null,
      participantCount: 4,
      registrationFull: false,
      viewer: { role: 'PARTICIPANT', registration: 'CHECKED_IN', state: 'FIRST_PLACE' },
      ...(data ? { endTournamentModalData: data } : {}),
    }) as TournamentView;
  const data: EndTournamentModalData = { rank: 1, uos: '5.00000000', uniqs: [], uniqsToTransfer: [] };
  let accepted: string[];
  let server: { accepted: boolean };

  beforeEach(() => {
    accepted = [];
    server = { accepted: false };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.endsWith('/accept-end-tournament') && init?.method === 'POST') {
          accepted.push(url);
          server.accepted = true;
          return new Response(null, { status: 204 });
        }
        if (url.endsWith('/tournaments/registered')) return Response.json([finished(server.accepted ? null : data)]);
        if (url.endsWith('/chain/info'))
          return Response.json({
            rpcUrl: 'http://x',
            chainId: null,
            builtIn: true,
            platformAccount: 'arena',
            marketplaceUrl: MARKET,
          });
        return Response.json({ statusCode: 404, message: 'NOT-FOUND' }, { status: 404 });
      }),
    );
  });

  function Where() {
    const location = useLocation();
    return <output data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
  }

  function renderSlot(entry: { pathname: string; state?: unknown }) {
    const queryClient = createQueryClient();
    updateTokens({ authorization: 'access', refreshToken: 'refresh', idToken: 'id' });
    queryClient.setQueryData(currentUserQueryKey, user);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <Where />
                  <EndingModalSlot />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    return queryClient;
  }

  it('shows the pending modal; closing accepts the end and it does not come back', async () => {
    const queryClient = renderSlot({ pathname: '/tournaments' });
    expect(await screen.findByTestId('ending-modal', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(accepted).toEqual([`/api/v1/participants/${TOURNAMENT_ID}/accept-end-tournament`]));
    expect(screen.queryByTestId('ending-modal')).toBeNull();
    // A fresh read of the list (as after a reload) no longer carries it.
    await queryClient.refetchQueries();
    expect(screen.queryByTestId('ending-modal')).toBeNull();
  });

  it('"view the leaderboard" accepts and goes to the tournament with the scroll target', async () => {
    renderSlot({ pathname: '/tournaments' });
    fireEvent.click(await screen.findByRole('button', { name: 'View the leaderboard' }, { timeout: 10_000 }));
    await waitFor(() => expect(accepted).toHaveLength(1));
    expect(screen.getByTestId('where').textContent).toBe(
      `/tournaments/${TOURNAMENT_ID} ${JSON.stringify({ scrollTarget: 'leaderboard' })}`,
    );
    expect(screen.queryByTestId('ending-modal')).toBeNull();
  });

  it('stays away while a scroll target is in the navigation state', async () => {
    const queryClient = renderSlot({ pathname: `/tournaments/${TOURNAMENT_ID}`, state: { scrollTarget: 'rewards' } });
    await waitFor(() => expect(queryClient.getQueryData(['tournaments', 'registered'])).toBeDefined());
    // Give a lazy chunk every chance to appear.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('ending-modal')).toBeNull();
    expect(accepted).toEqual([]);
  });

  it('never covers another tournament’s page; shows on its own page, home and the profile (issue 26 §5.4)', async () => {
    const live = '99999999-9999-4999-8999-999999999999';
    const queryClient = renderSlot({ pathname: `/tournaments/${live}` });
    await waitFor(() => expect(queryClient.getQueryData(['tournaments', 'registered'])).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByTestId('ending-modal')).toBeNull();
    cleanup();
    for (const pathname of [`/tournaments/${TOURNAMENT_ID}`, '/', '/my-profile']) {
      renderSlot({ pathname });
      expect(await screen.findByTestId('ending-modal', {}, { timeout: 10_000 }), pathname).toBeTruthy();
      cleanup();
    }
    expect(accepted).toEqual([]);
  });
});
