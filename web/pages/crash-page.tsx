// The 500 page (SPEC §2): something broke while rendering. Both actions reload the app from scratch,
// which also resets whatever state caused the crash.
import { Button, buttonClassName } from '../../src/ui/button.js';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

export function CrashPage() {
  return (
    <main id="main" tabIndex={-1} className={styles.standalone} data-testid="crash-page">
      <p className={styles.bigCode} aria-hidden="true">
        500
      </p>
      <h1 className={styles.sectionTitle}>Something went wrong</h1>
      <p className={styles.standaloneText}>
        An unexpected error stopped this page from showing. Refreshing usually helps; if it keeps happening, go back to
        the homepage.
      </p>
      <div className={styles.buttonRow}>
        <a href={paths.tournaments} className={buttonClassName({ size: 'lg' })}>
          Go to homepage
        </a>
        <Button size="lg" variant="secondary" onClick={() => window.location.reload()}>
          Refresh
        </Button>
      </div>
    </main>
  );
}
