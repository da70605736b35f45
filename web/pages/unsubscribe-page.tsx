// /unsubscribe?token= (no navigation bar, no sign-in): the link at the bottom of every notification e-mail. It
// turns that kind's e-mail off at once and says so, with the way to every choice on the profile.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName } from '../../src/ui/button.js';
import { Spinner } from '../../src/ui/spinner.js';
import { errorText } from '../app/api/error-texts.js';
import { useErrorTexts } from '../app/api/use-error-texts.js';
import { useUnsubscribe } from '../features/notifications/api/unsubscribe.js';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

/** Where the choices live: the user-info tab of the profile, its Notifications section. */
export const NOTIFICATION_CHOICES = `${paths.myProfile}?tab=user-info#notifications`;

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  // A link without a token is refused before any call (which would have loaded the texts).
  const textsLoaded = useErrorTexts();
  const asked = useRef(false);
  useEffect(() => {
    // Once per visit (React's development double effect included); repeating it would change nothing anyway.
    if (asked.current || !token) return;
    asked.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const done = unsubscribe.data;
  const failed = (!token && textsLoaded) || unsubscribe.isError;
  return (
    <main id="main" tabIndex={-1} className={styles.standalone} data-testid="unsubscribe-page">
      {done ? (
        <>
          <h1 className={styles.sectionTitle}>You are unsubscribed</h1>
          <p className={styles.standaloneText}>
            {done.kind === 'ALL'
              ? 'Arena will no longer send you notification e-mails.'
              : `Arena will no longer e-mail you about “${done.label}”.`}{' '}
            You still see these notices in the app.
          </p>
        </>
      ) : failed ? (
        <>
          <h1 className={styles.sectionTitle}>This link does not work</h1>
          <p className={styles.standaloneText}>{errorText('UNSUBSCRIBE-LINK-INVALID')}</p>
        </>
      ) : (
        <Spinner />
      )}
      {done || failed ? (
        <div className={styles.buttonRow}>
          <Link to={NOTIFICATION_CHOICES} className={buttonClassName({ size: 'lg' })}>
            Choose your notifications
          </Link>
          <Link to={paths.tournaments} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            Back to Arena
          </Link>
        </div>
      ) : null}
    </main>
  );
}
