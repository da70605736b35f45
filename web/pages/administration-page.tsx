// Shared frame of the two administration routes (/create-tournament/{id}, /create-leaderboard/{id}),
// which have no navigation bar or footer (SPEC §2).
import { SettingsIcon } from '../../src/ui/icons.js';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../src/ui/empty-state.js';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

export function AdministrationPage({ kind, id }: { kind: 'tournament' | 'leaderboard'; id: string }) {
  const noun = kind === 'tournament' ? 'Tournament' : 'Leaderboard';
  return (
    <main id="main" tabIndex={-1} className={styles.adminShell}>
      <Link to={paths.myOrganization} className={styles.backLink}>
        ← Back to your organization
      </Link>
      <header className={styles.pageHeader}>
        <p className={styles.eyebrow}>{noun} administration</p>
        <h1 className={styles.title}>
          {noun} {id}
        </h1>
      </header>
      <EmptyState
        icon={<SettingsIcon />}
        title={`${noun} not found`}
        description={`This ${kind} does not exist in your organization. ${noun}s you create will be managed here.`}
      />
    </main>
  );
}
