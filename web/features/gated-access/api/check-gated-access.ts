// GET /participants/{tournamentId}/uniq-check-gated-access: does the signed-in user's linked wallet hold a
// ticket for this tournament (read from the chain by the server), and what to sign to consume it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GatedAccessCheckSchema } from '../../../../src/contract/gated-access.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export const gatedAccessQueryKey = (tournamentId: string) => ['gated-access', tournamentId] as const;

export const gatedAccessQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: gatedAccessQueryKey(tournamentId),
    // Shown inline by the ticket check (e.g. "Link a wallet"), not as a banner.
    queryFn: ({ signal }) =>
      api.get(apiPaths.uniqCheckGatedAccess.build({ tournamentId }), {
        schema: GatedAccessCheckSchema,
        signal,
        banner: false,
      }),
    // Holdings change on chain, outside the app: always read them again when the check is shown.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useGatedAccessCheck(tournamentId: string, enabled = true) {
  return useQuery({ ...gatedAccessQueryOptions(tournamentId), enabled });
}
