// @vitest-environment jsdom
// The walk: an organizer on their live tournament's page had no way to its round management but going back through
// Your Organization. The page now offers its organizers (and referees) "Manage tournament"; players and visitors
// never see it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { OrganizerManageLink } from '../../../web/features/tournaments/components/organizer-manage-link.js';

afterEach(cleanup);

const tournament = (status: TournamentView['status'], role: TournamentView['viewer']['role']) =>
  ({
    id: 't-1',
    status,
    viewer: { role, registration: 'NONE', state: 'NONE' },
  }) as unknown as TournamentView;

const show = (view: TournamentView) =>
  render(
    <MemoryRouter>
      <OrganizerManageLink tournament={view} />
    </MemoryRouter>,
  );

describe('the tournament page’s Manage tournament link', () => {
  it('takes an organizer of a live or finished tournament to its round management', () => {
    for (const status of ['live', 'finished'] as const) {
      show(tournament(status, 'ORGANIZER'));
      expect(screen.getByRole('link', { name: 'Manage tournament' }).getAttribute('href')).toBe(
        '/create-tournament/t-1?section=round-management',
      );
      cleanup();
    }
  });

  it('takes an organizer of a tournament not started yet to its sections', () => {
    show(tournament('published', 'ORGANIZER'));
    expect(screen.getByRole('link', { name: 'Manage tournament' }).getAttribute('href')).toBe('/create-tournament/t-1');
  });

  it('is not offered to players or spectators', () => {
    for (const role of ['PARTICIPANT', 'SPECTATOR'] as const) {
      show(tournament('live', role));
      expect(screen.queryByRole('link', { name: 'Manage tournament' })).toBeNull();
      cleanup();
    }
  });
});
