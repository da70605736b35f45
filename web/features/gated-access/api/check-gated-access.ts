// GET /participants/{tournamentId}/uniq-check-gated-access: does the signed-in user's linked wallet hold a
// ticket for this tournament (read from the chain by the server), and what to sign to consume it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GatedAccessCheckSchema } from '../../../../src/contract/gated-access.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { loadErrorTexts } from '../../../app/api/error-texts.js';

export const gatedAccessQueryKey = (tournamentId: string) => ['gated-access', tournamentId] as const;

export const gatedAccessQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: gatedAccessQueryKey(tournamentId),
    // Shown inline by the ticket check (e.g. "Link a wallet"), not as a banner.
    queryFn: async ({ signal }) => {
      const check = await api.get(apiPaths.uniqCheckGatedAccess.build({ tournamentId }), {
        schema: GatedAccessCheckSchema,
        signal,
        banner: false,
      });
      // "No valid ticket found!" is a catalogue text, and a check that succeeds is no refusal, so the API client
      // has not loaded the texts: load them before the answer is shown (a fast check on a slow network drew the
      // generic "unexpected error" text in its place).
      if (!check.hasAccess) await loadErrorTexts();
      return check;
    },
    // Holdings change on chain, outside the app: always read them again when the check is shown.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useGatedAccessCheck(tournamentId: string, enabled = true) {
  return useQuery({ ...gatedAccessQueryOptions(tournamentId), enabled });
}
