// POST /authentication/logout {idToken}: ends the session; the answer may name the provider's logout page.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { LogoutResponseShape } from '../../../app/api/contract-shapes.js';
import { clearTokens, getTokens } from '../../../app/session/token-store.js';
import { paths } from '../../../paths.js';
import { beginLeaving } from '../../../app/session/login-redirect.js';

export async function logout(): Promise<string | undefined> {
  const { idToken } = getTokens();
  const body = await api.post(apiPaths.authenticationLogout, idToken ? { idToken } : {}, {
    schema: LogoutResponseShape,
    banner: false,
  });
  return body.logoutUrl;
}

/** Signs out even when the server cannot be reached: local tokens are always removed. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: (logoutUrl) => {
      // Claim the exit first: clearing the tokens re-renders the route guard, which must not start a sign-in
      // that would cancel the navigation to the provider's logout page.
      beginLeaving();
      clearTokens();
      queryClient.clear();
      window.location.assign(logoutUrl ?? paths.tournaments);
    },
  });
}
