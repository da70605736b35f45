// @vitest-environment jsdom
// The Format section's Sides group (issue 30): the server's rule texts for the side names are shown at the Sides
// fields, like every other field's, and not repeated as unplaced errors above the Save button.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { FormatForm } from '../../../web/features/tournament-admin/components/format-form.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { validateFormat } from '../../../src/domain/validators/format-rules.js';
import type { TournamentFormat } from '../../../src/domain/types.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

// Chess: a new format starts with White and Black.
const tournament = {
  id: '44444444-4444-4444-8444-444444444444',
  format: null,
  game: { id: 'g1', code: 'chess', name: 'Chess' },
} as unknown as TournamentView;

const chessFormat = (names: [string, string]) =>
  ({
    matchType: 'DUEL',
    format: 'SWISS_SYSTEM',
    minParticipants: 2,
    maxParticipants: 16,
    numberOfRounds: 5,
    bestOf: [1],
    sides: { names, firstGame: 'HIGHER_SEED' },
  }) as unknown as TournamentFormat;

function saveAnswers(errors: Record<string, string>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ statusCode: 400, message: 'VALIDATION_ERROR', formFieldErrors: errors }, { status: 400 }),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FormatForm tournament={tournament} readOnly={false} onSaved={() => {}} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: /save/i }));
}

/** The field's own error line (Field ties it to the control by id). */
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label);
  return {
    invalid: field.getAttribute('aria-invalid'),
    text: document.getElementById(`${field.id}-error`)?.textContent,
  };
};

describe('format section: sides', () => {
  it.each<[string, [string, string], string, string]>([
    ['two sides of the same name', ['White', 'white'], 'format.sides.names.1', 'Second side'],
    ['an empty first side', ['  ', 'Black'], 'format.sides.names.0', 'First side'],
  ])('shows the server’s text for %s at the Sides field, and only there', async (_, names, path, label) => {
    // The texts the server sends are validateFormat's.
    const errors = validateFormat(chessFormat(names));
    expect(Object.keys(errors)).toEqual([path]);
    saveAnswers(errors);
    await waitFor(() => expect(errorOf(label)).toEqual({ invalid: 'true', text: errors[path] }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([errors[path]]);
  });

  it('shows a request-schema error on the first game rule at its field', async () => {
    saveAnswers({ 'sides.firstGame': 'Invalid value' });
    await waitFor(() => expect(errorOf('First side in game 1')).toEqual({ invalid: 'true', text: 'Invalid value' }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
