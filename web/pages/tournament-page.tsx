// /tournaments/{id}: a tournament's page. Tournaments are not published on this server yet, so any id is
// answered honestly with "not found" rather than an invented tournament.
import { TrophyIcon } from '../../src/ui/icons.js';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName } from '../../src/ui/button.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { visuallyHidden } from '../../src/ui/visually-hidden.css.js';
import { paths } from '../paths.js';

export function TournamentPage() {
  const { id = '' } = useParams();
  return (
    <>
      <h1 className={visuallyHidden}>
        Tournament {id}
      </h1>
      <EmptyState
        icon={<TrophyIcon />}
        title="Tournament not found"
        description="This tournament does not exist or is not published yet."
        action={
          <Link to={paths.tournaments} className={buttonClassName()}>
            Browse tournaments
          </Link>
        }
      />
    </>
  );
}
