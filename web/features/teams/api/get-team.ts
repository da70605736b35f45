// GET /teams/{id}. A 404 removes the team from every cached list (SPEC §4).
import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TeamSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { isApiError } from '../../../app/api/api-error.js';
import { teamKeys } from './team-query-keys.js';
import { removeTeamFromCache } from './team-cache.js';

export function getTeam(teamId: string, signal?: AbortSignal): Promise<Team> {
  return api.get(apiPaths.team.build({ id: teamId }), { schema: TeamSchema, signal, banner: false });
}

export const teamQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.detail(teamId), queryFn: ({ signal }) => getTeam(teamId, signal) });

export function useTeam(teamId: string) {
  const queryClient = useQueryClient();
  const query = useQuery(teamQueryOptions(teamId));
  const gone = isApiError(query.error) && query.error.status === 404;
  useEffect(() => {
    if (gone) removeTeamFromCache(queryClient, teamId);
  }, [gone, queryClient, teamId]);
  return query;
}
