// PUT /leaderboards/{id}: every tab of the administration saves the whole settings; field errors come back
// as formFieldErrors, shown at the fields (no banner).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaderboardSettingsBody } from '../../../../src/contract/leaderboards.js';
import { LeaderboardDetailShape } from './leaderboard-shapes.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { storeLeaderboard } from './leaderboard-keys.js';

export function updateLeaderboard(id: string, body: LeaderboardSettingsBody) {
  return api.put(apiPaths.leaderboard.build({ id }), body, { schema: LeaderboardDetailShape });
}

export function useUpdateLeaderboard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaderboardSettingsBody) => updateLeaderboard(id, body),
    onSuccess: (leaderboard) => storeLeaderboard(queryClient, leaderboard),
  });
}
