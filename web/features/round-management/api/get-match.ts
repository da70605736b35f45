// GET /matches/{tournamentId}/{matchId}: one match with its reports and audit trail (the organizer sees every
// event and issue message).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MatchDetailSchema, type MatchDetail } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function getMatch(tournamentId: string, matchId: string, signal?: AbortSignal): Promise<MatchDetail> {
  return api.get(apiPaths.match.build({ tournamentId, matchId }), { schema: MatchDetailSchema, signal });
}

export const matchQueryOptions = (tournamentId: string, matchId: string) =>
  queryOptions({
    queryKey: tournamentKey.match(tournamentId, matchId),
    queryFn: ({ signal }) => getMatch(tournamentId, matchId, signal),
  });

export function useMatch(tournamentId: string, matchId: string) {
  return useQuery(matchQueryOptions(tournamentId, matchId));
}
