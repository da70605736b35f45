// GET /teams?userId=…: the teams of any player, for the public profile.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamListSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function getUserTeams(userId: string, signal?: AbortSignal): Promise<Team[]> {
  return api.get(`${apiPaths.teams.build()}?userId=${encodeURIComponent(userId)}`, {
    schema: TeamListSchema,
    signal,
    banner: false,
  });
}

export const userTeamsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: teamKeys.ofUser(userId),
    queryFn: ({ signal }) => getUserTeams(userId, signal),
    staleTime: 30_000,
  });

export function useUserTeams(userId: string) {
  return useQuery(userTeamsQueryOptions(userId));
}
