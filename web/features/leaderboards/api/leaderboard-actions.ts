// POST /leaderboards/{id}/publish and /end, DELETE /leaderboards/{id}. Refusals (what publishing still
// needs, unfinished tournaments, a published leaderboard) are shown next to the buttons, so no banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LeaderboardDetailShape } from './leaderboard-shapes.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { leaderboardKeys, storeLeaderboard } from './leaderboard-keys.js';

export function publishLeaderboard(id: string) {
  return api.request(apiPaths.leaderboardPublish.build({ id }), {
    method: 'POST',
    schema: LeaderboardDetailShape,
    banner: false,
  });
}

export function endLeaderboard(id: string) {
  return api.request(apiPaths.leaderboardEnd.build({ id }), {
    method: 'POST',
    schema: LeaderboardDetailShape,
    banner: false,
  });
}

export async function deleteLeaderboard(id: string): Promise<void> {
  await api.request(apiPaths.leaderboard.build({ id }), { method: 'DELETE', banner: false });
}

export function usePublishLeaderboard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishLeaderboard(id),
    onSuccess: (leaderboard) => storeLeaderboard(queryClient, leaderboard),
  });
}

export function useEndLeaderboard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endLeaderboard(id),
    onSuccess: (leaderboard) => storeLeaderboard(queryClient, leaderboard),
  });
}

export function useDeleteLeaderboard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLeaderboard(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: leaderboardKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: leaderboardKeys.organization() });
      void queryClient.invalidateQueries({ queryKey: ['tournament-admin', 'organization-leaderboards'] });
    },
  });
}
