// GET /teams: the teams the signed-in user owns or plays for.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamListSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function getMyTeams(signal?: AbortSignal): Promise<Team[]> {
  return api.get(apiPaths.teams.build(), { schema: TeamListSchema, signal });
}

export const myTeamsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.mine, queryFn: ({ signal }) => getMyTeams(signal) });

export function useMyTeams() {
  return useQuery(myTeamsQueryOptions());
}
