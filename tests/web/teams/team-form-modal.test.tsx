// @vitest-environment jsdom
// The team form sends only what is provided, and shows the server's field errors inline (no banner).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { TeamFormModal } from '../../../web/features/teams/components/team-form-modal.js';
import { teamAvatarProblem } from '../../../web/features/teams/components/team-avatar-field.js';
import { teamFormData } from '../../../web/features/teams/api/team-form-data.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

describe('team form', () => {
  it('builds multipart with name and avatar only when provided', () => {
    expect([...teamFormData({ name: 'Nova' }).keys()]).toEqual(['name']);
    expect([...teamFormData({ avatar: new File(['x'], 'a.png', { type: 'image/png' }) }).keys()]).toEqual(['avatar']);
    expect([...teamFormData({}).keys()]).toEqual([]);
  });

  it('refuses other picture types before sending', () => {
    expect(teamAvatarProblem({ type: 'image/png', size: 10 })).toBeNull();
    expect(teamAvatarProblem({ type: 'image/jpeg', size: 10 })).toBeNull();
    expect(teamAvatarProblem({ type: 'image/gif', size: 10 })).toBe(
      'This avatar format is invalid. Please use .png or .jpg files.',
    );
    expect(teamAvatarProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).not.toBeNull();
  });

  it('shows "A team with this name already exists." next to the name, without a banner', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          statusCode: 409,
          message: 'ALREADY_EXISTS',
          formFieldErrors: { name: 'A team with this name already exists.' },
        },
        { status: 409 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <TeamFormModal open onClose={onClose} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByLabelText('Team name'), { target: { value: 'Nova' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByText('A team with this name already exists.')).toBeTruthy();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.body as FormData).get('name')).toBe('Nova');
    expect((init.body as FormData).has('avatar')).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(notificationStore.getState().items).toEqual([]));
  });
});
