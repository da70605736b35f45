// GET /tournaments/{id}/payouts: the prize distribution as the organizer sees it (issue 12 §2). Under the
// tournament's key namespace, so a live update of the tournament refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TournamentPayoutsSchema, type TournamentPayouts } from '../../../../src/contract/payouts.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { TOURNAMENT_KEY } from '../../../app/query/tournament-keys.js';

export const payoutsKey = (tournamentId: string) => [TOURNAMENT_KEY, tournamentId, 'payouts'] as const;

export function getPayouts(tournamentId: string, signal?: AbortSignal): Promise<TournamentPayouts> {
  return api.get(apiPaths.tournamentPayouts.build({ id: tournamentId }), { schema: TournamentPayoutsSchema, signal });
}

export const payoutsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: payoutsKey(tournamentId),
    queryFn: ({ signal }) => getPayouts(tournamentId, signal),
    // Payments confirm on chain and retries come due by time, which no live update announces.
    refetchInterval: (query) =>
      query.state.data?.status === 'DISTRIBUTING' || query.state.data?.status === 'SCHEDULED' ? 10_000 : false,
  });

export function usePayouts(tournamentId: string) {
  return useQuery(payoutsQueryOptions(tournamentId));
}
