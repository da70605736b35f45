// The signed-in player's tournaments (GET /tournaments/registered), for the profile's my-tournaments tab.
// Refreshed by every registration call and by the live updates (key ['tournaments', 'registered']).
import type { ReactNode } from 'react';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { TrophyIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useRegisteredTournaments } from '../api/get-registered-tournaments.js';
import { TournamentList } from './tournament-list.js';

/** `renderExtra` adds lines under each card from other features (the page composes the next match). */
export function RegisteredTournaments({
  renderExtra,
}: { renderExtra?: (tournament: TournamentView) => ReactNode } = {}) {
  const registered = useRegisteredTournaments();
  if (registered.isPending) return <Spinner label="Loading your tournaments…" />;
  if (!registered.data || registered.data.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<TrophyIcon />}
        title="No tournaments yet"
        description="Tournaments you or your team register for are listed here."
      />
    );
  }
  return (
    <TournamentList
      tournaments={registered.data}
      label="Your tournaments"
      cardTestId="registered-tournament-card"
      renderExtra={renderExtra}
    />
  );
}
