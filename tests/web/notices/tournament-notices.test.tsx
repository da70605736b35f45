// @vitest-environment jsdom
// The tournament page's notices banner (issue 11 §4): the viewer's unread notices, paged one at a time; closing
// one hands its id to be marked read. Its query lives in the tournament's key namespace, so the live update of
// the change that wrote the notice refetches it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { PlayerNotice } from '../../../src/contract/notices.js';
import { TournamentNoticesView } from '../../../web/features/notices/components/tournament-notices.js';
import { tournamentKey } from '../../../web/app/query/tournament-keys.js';
import { showsTournament } from '../../../web/app/live/tournament-live-updates.js';

afterEach(cleanup);

const notice = (id: string, kind: string, text: string): PlayerNotice => ({
  id,
  tournamentId: 't1',
  tournamentName: 'Nova Cup',
  kind,
  text,
  createdAt: '2026-05-01T10:00:00.000Z',
});

describe('tournament notices', () => {
  it('shows nothing without unread notices', () => {
    render(<TournamentNoticesView notices={[]} onDismiss={() => {}} />);
    expect(screen.queryByTestId('tournament-notices')).toBeNull();
  });

  it('pages through the notices and marks the one closed as read', () => {
    const onDismiss = vi.fn();
    render(
      <TournamentNoticesView
        notices={[
          notice('n1', 'BANNED', 'The organizer banned you.'),
          notice('n2', 'RESULT_AMENDED', 'The organizer amended a result.'),
        ]}
        onDismiss={onDismiss}
      />,
    );
    const banner = screen.getByTestId('notification-banner');
    expect(banner.textContent).toContain('The organizer banned you.');
    expect(banner.textContent).toContain('1 / 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next notification' }));
    expect(screen.getByTestId('notification-banner').textContent).toContain('The organizer amended a result.');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onDismiss).toHaveBeenCalledWith('n2');
  });

  it('stays within the list when a notice goes away', () => {
    const { rerender } = render(
      <TournamentNoticesView
        notices={[notice('n1', 'BANNED', 'A'), notice('n2', 'DISQUALIFIED', 'B')]}
        onDismiss={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next notification' }));
    rerender(<TournamentNoticesView notices={[notice('n1', 'BANNED', 'A')]} onDismiss={() => {}} />);
    expect(screen.getByTestId('notification-banner').textContent).toContain('A');
  });

  it('is refreshed by the live update of its tournament only', () => {
    expect(showsTournament(tournamentKey.notices('t1'), 't1')).toBe(true);
    expect(showsTournament(tournamentKey.notices('t1'), 't2')).toBe(false);
  });
});
