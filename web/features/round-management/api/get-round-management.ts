// GET /matches/{tournamentId}/round-management?round=&status=: the organizer's live table of a round's matches
// with their reports and issue counts. Under the tournament's key namespace, so live updates refresh it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  RoundManagementSchema,
  type MatchStoredStatus,
  type RoundManagementView,
} from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export interface RoundManagementFilter {
  /** 0-based round; the server's current round when absent. */
  round?: number;
  status?: MatchStoredStatus;
}

export function getRoundManagement(
  tournamentId: string,
  filter: RoundManagementFilter,
  signal?: AbortSignal,
): Promise<RoundManagementView> {
  const query = new URLSearchParams();
  if (filter.round !== undefined) query.set('round', String(filter.round));
  if (filter.status) query.set('status', filter.status);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return api.get(`${apiPaths.roundManagement.build({ tournamentId })}${search}`, {
    schema: RoundManagementSchema,
    signal,
  });
}

export const roundManagementQueryOptions = (tournamentId: string, filter: RoundManagementFilter) =>
  queryOptions({
    queryKey: [...tournamentKey.roundManagement(tournamentId), filter],
    queryFn: ({ signal }) => getRoundManagement(tournamentId, filter, signal),
    // Keep the table on screen while another round or filter loads.
    placeholderData: keepPreviousData,
    // Dispute buffers and round windows end on time; live updates cover the rest.
    refetchInterval: 30_000,
  });

export function useRoundManagement(tournamentId: string, filter: RoundManagementFilter) {
  return useQuery(roundManagementQueryOptions(tournamentId, filter));
}
