// Who is looking at the page: a guest, someone whose profile is still loading, or a signed-in user.
import { useCurrentUser } from '../../features/users/api/get-current-user.js';
import type { CurrentUser } from '../../../src/contract/users.js';
import { useHasSession } from './token-store.js';

export type Viewer =
  | { status: 'guest'; user: null; error: null }
  | { status: 'loading'; user: null; error: null }
  | { status: 'error'; user: null; error: Error }
  | { status: 'signed-in'; user: CurrentUser; error: null };

export function useViewer(): Viewer {
  const hasSession = useHasSession();
  const query = useCurrentUser();
  if (!hasSession) return { status: 'guest', user: null, error: null };
  if (query.data) return { status: 'signed-in', user: query.data, error: null };
  if (query.error) return { status: 'error', user: null, error: query.error };
  return { status: 'loading', user: null, error: null };
}
