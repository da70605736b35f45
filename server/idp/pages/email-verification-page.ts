// What the mailed verification link shows: verified, or why not and what to do instead.
import type { VerificationOutcome } from '../email-verification.js';
import { renderMessagePage } from './message-page.js';

const AGAIN = 'Ask for a new link in Arena: Your Profile → "Send verification link".';

export function verificationResultPage(
  outcome: VerificationOutcome,
  options: { assetsPath: string; continueUrl: string },
): string {
  const link = { href: options.continueUrl, text: 'Continue to Arena' };
  const { assetsPath } = options;
  switch (outcome) {
    case 'verified':
      return renderMessagePage({
        assetsPath,
        title: 'E-mail address verified',
        message: 'Thank you: your e-mail address is verified. Invitations and roles sent to it can now reach you.',
        link,
      });
    case 'already-used':
      return renderMessagePage({
        assetsPath,
        title: 'Link already used',
        message: `This verification link was used already; each link works once. ${AGAIN}`,
        link,
      });
    case 'expired':
      return renderMessagePage({
        assetsPath,
        title: 'Link expired',
        message: `This verification link has expired (links work for 24 hours). ${AGAIN}`,
        link,
      });
    default:
      return renderMessagePage({
        assetsPath,
        title: 'Link not valid',
        message: `This verification link is not valid, or it was sent to an address the account no longer has. ${AGAIN}`,
        link,
      });
  }
}
