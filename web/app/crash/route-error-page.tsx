// What a rendering crash shows (SPEC §8): the 500 page, or a loading fallback when the crash is an
// expired session and the browser is already on its way to sign in again.
import { Spinner } from '../../../src/ui/spinner.js';
import { CrashPage } from '../../pages/crash-page.js';
import { isApiError } from '../api/api-error.js';

export function RouteErrorPage({ error }: { error: unknown }) {
  if (isApiError(error) && error.loginUrl) return <Spinner fullPage showLabel label="Signing you in again…" />;
  return <CrashPage />;
}
