// /embed/tournaments/{id}/brackets: the bracket alone, read-only and live, for a streamer's overlay or a
// community site's iframe (issue 11 §5). No navigation bar or footer; works for visitors (the brackets of a
// published tournament are public). The server lets only /embed/* pages be framed by other sites.
import { useParams } from 'react-router-dom';
import { BracketsPanel } from '../features/brackets/components/brackets-panel.js';
import { useTournament } from '../features/tournaments/api/get-tournament.js';
import { paths } from '../paths.js';
import * as styles from './embed/embed-brackets.css.js';

export function EmbedBracketsPage() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  const name = tournament.data?.name ?? 'Tournament brackets';
  return (
    <main id="main" className={styles.page}>
      <div className={styles.titleBar}>
        <h1 className={styles.title}>{name}</h1>
        {/* A framed page opens the full tournament in a new tab rather than inside the frame. */}
        <a className={styles.source} href={paths.tournament.build(id)} target="_blank" rel="noopener">
          Open on Arena ↗
        </a>
      </div>
      <BracketsPanel tournamentId={id} fill laterStages={tournament.data?.format?.stages} />
    </main>
  );
}
