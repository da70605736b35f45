// GET /leaderboards/organization (the organization's leaderboards, drafts included) and POST /leaderboards
// {name, kind}, which makes a DRAFT the organizer then sets up in /create-leaderboard/{id}.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { LeaderboardSummaryListSchema, LeaderboardSummarySchema } from '../../../../src/contract/tournaments.js';
import { api } from '../../../app/api/api-client.js';
import { leaderboardKeys } from './leaderboard-keys.js';

export const organizationLeaderboardsQueryOptions = () =>
  queryOptions({
    queryKey: leaderboardKeys.organization(),
    queryFn: ({ signal }) =>
      api.get(apiPaths.organizationLeaderboards.build(), { schema: LeaderboardSummaryListSchema, signal }),
  });

export function useOrganizationLeaderboards() {
  return useQuery(organizationLeaderboardsQueryOptions());
}

export function createLeaderboard(body: { name: string; kind: 'POINTS' | 'RANK' }) {
  return api.post(apiPaths.leaderboards.build(), body, { schema: LeaderboardSummarySchema });
}

export function useCreateLeaderboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeaderboard,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.organization() });
      void queryClient.invalidateQueries({ queryKey: ['tournament-admin', 'organization-leaderboards'] });
    },
  });
}
