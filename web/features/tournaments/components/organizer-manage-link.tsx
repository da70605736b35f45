// The tournament page's way back to its administration, for the organization's organizers and referees: on the
// event day they watch the public page and need round management one click away (start.gg and Challonge put an
// admin button on the event page). Live or finished, it opens round management; before that, the sections.
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../../src/ui/button.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { paths } from '../../../paths.js';

export function manageTournamentPath(tournament: Pick<TournamentView, 'id' | 'status'>): string {
  const admin = paths.createTournament.build(tournament.id);
  return tournament.status === 'live' || tournament.status === 'finished' ? `${admin}?section=round-management` : admin;
}

export function OrganizerManageLink({ tournament }: { tournament: TournamentView }) {
  if (tournament.viewer.role !== 'ORGANIZER') return null;
  return (
    <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to={manageTournamentPath(tournament)}>
      Manage tournament
    </Link>
  );
}
