// @vitest-environment jsdom
// The wizard's Format section for double elimination and round robin: their options, the body saved, the
// rounds they need, and the domain's validation texts shown at their fields when the server answers them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { FormatForm } from '../../../web/features/tournament-admin/components/format-form.js';
import { formatRounds } from '../../../web/features/tournament-admin/model/format-rounds.js';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { validateFormat } from '../../../src/domain/validators/format-rules.js';
import type { TournamentFormat } from '../../../src/domain/types.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

// A game without sides (chess would start the format with White and Black).
const tournament = {
  id: '33333333-3333-4333-8333-333333333333',
  format: null,
  game: { id: 'g1', code: 'rocket-league', name: 'Rocket League' },
} as unknown as TournamentView;

function stubSave(answer: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      if (init.body) bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return answer();
    }),
  );
  return bodies;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FormatForm tournament={tournament} readOnly={false} onSaved={() => {}} />
    </QueryClientProvider>,
  );
}

const choose = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const bestOfSelects = () => document.querySelectorAll('select[name^="bestOf-"]');

describe('format rounds', () => {
  it('counts the rounds each format plays and the best-of entries it takes', () => {
    const at = (over: Parameters<typeof formatRounds>[0]) => formatRounds(over);
    // 16 players: 4 winners rounds, 6 losers rounds interleaved, grand final and reset.
    expect(at({ format: 'DOUBLE_ELIMINATION', maxParticipants: 16, numberOfRounds: 0 })).toEqual({
      rounds: 9,
      bestOfNames: ['Winners round 1', 'Winners round 2', 'Winners round 3', 'Winners round 4'],
    });
    expect(
      at({ format: 'DOUBLE_ELIMINATION', maxParticipants: 16, numberOfRounds: 0, grandFinal: 'NONE' }).rounds,
    ).toBe(7);
    expect(
      at({ format: 'DOUBLE_ELIMINATION', maxParticipants: 3, numberOfRounds: 0, grandFinal: 'SINGLE' }).rounds,
    ).toBe(4);
    // Round robin: the largest group's rounds (an odd group sits one out per round), per leg.
    expect(at({ format: 'ROUND_ROBIN', maxParticipants: 16, numberOfRounds: 0, groupCount: 4 }).rounds).toBe(3);
    expect(at({ format: 'ROUND_ROBIN', maxParticipants: 15, numberOfRounds: 0, groupCount: 3 }).rounds).toBe(5);
    expect(at({ format: 'ROUND_ROBIN', maxParticipants: 8, numberOfRounds: 0, roundRobinLegs: 2 }).rounds).toBe(14);
    expect(at({ format: 'SINGLE_ELIMINATION', maxParticipants: 9, numberOfRounds: 0 }).rounds).toBe(4);
    expect(at({ format: 'SWISS_SYSTEM', maxParticipants: 9, numberOfRounds: 5 }).rounds).toBe(5);
  });
});

describe('format section: double elimination and round robin', () => {
  it('offers the grand final for double elimination and saves it with a best-of per winners round', async () => {
    const bodies = stubSave(() => Response.json({}, { status: 500 }));
    renderForm();
    choose('Format', 'DOUBLE_ELIMINATION');
    expect(screen.queryByLabelText('Number of rounds')).toBeNull();
    expect(screen.getByLabelText<HTMLSelectElement>('Grand final').value).toBe('RESET');
    expect(screen.getByText('Best of, per winners round')).toBeTruthy();
    expect(screen.getByLabelText('Winners round 4')).toBeTruthy();
    expect(screen.queryByLabelText('Winners round 5')).toBeNull();
    choose('Grand final', 'SINGLE');
    choose('Winners round 4', '3');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      format: 'DOUBLE_ELIMINATION',
      grandFinal: 'SINGLE',
      numberOfRounds: 0,
      bestOf: [1, 1, 1, 3],
    });
    expect(bodies[0]).not.toHaveProperty('groupCount');
    expect(bodies[0]).not.toHaveProperty('roundRobinLegs');
    expect(bestOfSelects()).toHaveLength(4);
  });

  it('offers groups and legs for round robin, and a best-of per round of the largest group', async () => {
    const bodies = stubSave(() => Response.json({}, { status: 500 }));
    renderForm();
    choose('Format', 'ROUND_ROBIN');
    expect(screen.queryByLabelText('Grand final')).toBeNull();
    choose('Maximum participants', '16');
    choose('Number of groups', '2');
    // Two groups of 8: 7 rounds each.
    expect(screen.getByLabelText('Round 7')).toBeTruthy();
    expect(screen.queryByLabelText('Round 8')).toBeNull();
    expect(screen.getByText(/the largest group plays 7 rounds/)).toBeTruthy();
    choose('Each pair meets', '2');
    expect(screen.getByLabelText('Round 14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ format: 'ROUND_ROBIN', groupCount: 2, roundRobinLegs: 2, numberOfRounds: 0 });
    expect(bodies[0]).not.toHaveProperty('grandFinal');
    expect((bodies[0].bestOf as number[]).length).toBe(14);
  });

  it('shows the domain’s rule texts at the new fields when the server answers them', async () => {
    // The texts the server sends are validateFormat's: take them from the domain for a format that breaks the rules.
    const broken = {
      matchType: 'DUEL',
      format: 'ROUND_ROBIN',
      minParticipants: 4,
      maxParticipants: 16,
      numberOfRounds: 0,
      bestOf: [1],
      groupCount: 3,
      roundRobinLegs: 1,
    } as unknown as TournamentFormat;
    const errors = validateFormat(broken);
    expect(errors['format.groupCount']).toBeTruthy();
    stubSave(() =>
      Response.json({ statusCode: 400, message: 'VALIDATION_ERROR', formFieldErrors: errors }, { status: 400 }),
    );
    renderForm();
    choose('Format', 'ROUND_ROBIN');
    choose('Number of groups', '3');
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText(errors['format.groupCount'])).toBeTruthy();
    const field = screen.getByLabelText('Number of groups');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});
