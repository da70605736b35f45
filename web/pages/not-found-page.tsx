// The 404 page (SPEC §2): shown for unknown paths and for areas the user has no scope for. For accounts
// that are not on the access list (CANNOT-ACCESS-APP) there is no home to return to, so no button.
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../src/ui/button.js';
import { EARLY_ERROR_TEXTS } from '../../src/contract/early-error-texts.js';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

/**
 * `inLayout`: shown by a page inside the main layout (a leaderboard the viewer may not see), which already
 * has the page's <main>.
 */
export function NotFoundPage({
  cannotAccessApp = false,
  inLayout = false,
}: {
  cannotAccessApp?: boolean;
  inLayout?: boolean;
}) {
  const Root = inLayout ? 'section' : 'main';
  return (
    <Root
      id={inLayout ? undefined : 'main'}
      tabIndex={inLayout ? undefined : -1}
      className={styles.standalone}
      data-testid="not-found-page"
    >
      <p className={styles.bigCode} aria-hidden="true">
        404
      </p>
      <h1 className={styles.sectionTitle}>{cannotAccessApp ? 'Access not available' : 'Page not found'}</h1>
      {cannotAccessApp ? (
        <>
          <p className={styles.standaloneText}>{EARLY_ERROR_TEXTS['CANNOT-ACCESS-APP']}</p>
          <p className={styles.standaloneText}>Please contact the organizer who invited you to get access.</p>
        </>
      ) : (
        <>
          <p className={styles.standaloneText}>This page does not exist, or you do not have access to it.</p>
          <p className={styles.standaloneText}>Check the address, or head back to the tournaments.</p>
          <Link to={paths.tournaments} className={buttonClassName({ size: 'lg' })}>
            Return to home page
          </Link>
        </>
      )}
    </Root>
  );
}
