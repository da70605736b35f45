// GET /matches/{tournamentId}/brackets: entrants, rounds and matches of a tournament, for the brackets tab and
// the embeddable bracket page. Public for published tournaments. Lives under the tournament's query-key
// namespace, so a live update of the tournament refetches it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BracketsSchema, type BracketsView } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function getBrackets(tournamentId: string, signal?: AbortSignal): Promise<BracketsView> {
  // "Not found" / "not published" is the tab's own empty state, not a banner.
  return api.get(apiPaths.brackets.build({ tournamentId }), { schema: BracketsSchema, signal, banner: false });
}

export const bracketsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: tournamentKey.brackets(tournamentId),
    queryFn: ({ signal }) => getBrackets(tournamentId, signal),
    retry: false,
  });

export function useBrackets(tournamentId: string, enabled = true) {
  return useQuery({ ...bracketsQueryOptions(tournamentId), enabled });
}
