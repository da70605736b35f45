// GET /leaderboards/organization: the leaderboards the tournament may feed (leaderboard settings section).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { LeaderboardSummaryListSchema } from '../../../../src/contract/tournaments.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentAdminKeys } from './tournament-admin-keys.js';

export const organizationLeaderboardsQueryOptions = () =>
  queryOptions({
    queryKey: tournamentAdminKeys.leaderboards(),
    // The section says "no leaderboards" itself when the list cannot be read.
    queryFn: ({ signal }) =>
      api.get(apiPaths.organizationLeaderboards.build(), {
        schema: LeaderboardSummaryListSchema,
        signal,
        banner: false,
      }),
    retry: false,
  });

export function useOrganizationLeaderboards() {
  return useQuery(organizationLeaderboardsQueryOptions());
}
