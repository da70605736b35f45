// GET /users/current: the signed-in user, with permissions. Cached for one second so the many components
// that ask for it share one request.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../src/contract/users.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { CurrentUserShape } from '../../../app/api/contract-shapes.js';
import { useHasSession } from '../../../app/session/token-store.js';

export const CURRENT_USER_STALE_MS = 1_000;

export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api.get(apiPaths.currentUser.build(), { schema: CurrentUserShape, signal });
}

export const currentUserQueryKey = ['users', 'current'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: CURRENT_USER_STALE_MS,
  });

/** Only asks the server when there is a session to ask about. */
export function useCurrentUser() {
  const hasSession = useHasSession();
  return useQuery({ ...currentUserQueryOptions(), enabled: hasSession });
}
