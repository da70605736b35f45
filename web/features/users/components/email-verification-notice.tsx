// Your Profile, while the e-mail address is unverified (issue 29 §1): why it matters (invitations and roles sent by
// e-mail bind only to a verified address) and "Send verification link". Loaded only for unverified users, so
// verified ones never download it.
import { useEffect } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { useRequestEmailVerification } from '../api/request-email-verification.js';
import * as styles from './email-verification-notice.css.js';

/** The flag the provider's "Continue to Arena" adds after a verified link (server/app.ts). */
const VERIFIED_FLAG = 'emailVerified';

/** This page's address without the flag, to come back to after signing in again (no second round trip). */
function pathWithoutFlag(): string {
  const params = new URLSearchParams(window.location.search);
  params.delete(VERIFIED_FLAG);
  const query = params.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
}

export interface EmailVerificationNoticeProps {
  email: string | null;
  /**
   * Signs in again and comes back to `returnPath`: Arena learns of a verification from a fresh ID token (silent,
   * the provider knows the browser).
   */
  signInAgain: (returnPath: string) => void;
}

export function EmailVerificationNotice({ email, signInAgain: signIn }: EmailVerificationNoticeProps) {
  const request = useRequestEmailVerification();
  const signInAgain = () => signIn(pathWithoutFlag());

  useEffect(() => {
    if (new URLSearchParams(window.location.search).has(VERIFIED_FLAG)) signInAgain();
    // Once, on arrival: the flag is dropped from the return path, so it cannot loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const status = request.data?.status;
  useEffect(() => {
    if (status === 'ALREADY-VERIFIED') signInAgain();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);

  const address = email ?? 'your address';
  return (
    <Card title="Verify your e-mail address" className={styles.notice} data-testid="email-verification-notice">
      <p className={styles.text}>
        Team invitations and organization roles sent to <strong>{address}</strong> reach you only once you have verified
        it, so that nobody else can claim them by signing up with your address.
      </p>
      <Button size="sm" disabled={request.isPending} onClick={() => request.mutate()}>
        {status === 'SENT' ? 'Send another link' : 'Send verification link'}
      </Button>
      {status === 'SENT' ? (
        <p className={styles.sent} role="status">
          We sent a link to {request.data?.email}. Open it and choose Continue to Arena; it works once, for 24 hours.
        </p>
      ) : null}
    </Card>
  );
}
