// @vitest-environment jsdom
// Issue 26 §5.10: the registration modal offers the Discord id saved on the player's profile.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import type { CurrentUser } from '../../../src/contract/users.js';
import { derivePermissions } from '../../../src/domain/permissions.js';
import { createQueryClient } from '../../../web/app/query-client.js';
import { clearTokens, updateTokens } from '../../../web/app/session/token-store.js';
import { currentUserQueryKey } from '../../../web/features/users/api/get-current-user.js';
import { RegistrationModal } from '../../../web/features/tournaments/components/registration-modal.js';

const tournament = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Nova Cup',
  settings: { minimumAge: 13 },
  mainInformation: { termsOfUseLink: 'https://nova.example/terms' },
} as unknown as TournamentView;

const player = (discord?: string): CurrentUser => ({
  id: 'user-1',
  type: 'player',
  nickname: 'PixelPaula',
  fullName: null,
  email: 'player1@example.test',
  emailVerified: true,
  linkedAccounts: discord ? { discord } : {},
  disciplineAccounts: {},
  profilePictureURL: null,
  permissions: derivePermissions('player'),
  walletId: null,
});

afterEach(() => {
  cleanup();
  clearTokens();
  vi.unstubAllGlobals();
});

function openModal(user: CurrentUser) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(user)),
  );
  const client = createQueryClient();
  updateTokens({ authorization: 'access', refreshToken: 'refresh', idToken: 'id' });
  client.setQueryData(currentUserQueryKey, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RegistrationModal open onClose={() => {}} tournament={tournament} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return {
    discord: screen.getByLabelText<HTMLInputElement>('Discord nickname'),
    game: screen.getByLabelText<HTMLInputElement>('In-game nickname'),
  };
}

describe('registration modal', () => {
  it("prefills the Discord id from the player's profile", () => {
    const { discord, game } = openModal(player('paula#1234'));
    expect(discord.value).toBe('paula#1234');
    expect(game.value).toBe('');
  });

  it('leaves it empty when the profile has none', () => {
    expect(openModal(player()).discord.value).toBe('');
  });
});
