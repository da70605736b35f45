// POST /leaderboards/{id}/partners {email} and DELETE …/partners/{organizationId}: the partner organizations
// that may see a private leaderboard. An unknown e-mail comes back as a field error under the input.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LeaderboardDetailShape } from './leaderboard-shapes.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { storeLeaderboard } from './leaderboard-keys.js';

export function addLeaderboardPartner(id: string, email: string) {
  return api.post(apiPaths.leaderboardPartners.build({ id }), { email }, { schema: LeaderboardDetailShape });
}

export function removeLeaderboardPartner(id: string, organizationId: string) {
  return api.request(apiPaths.leaderboardPartner.build({ id, organizationId }), {
    method: 'DELETE',
    schema: LeaderboardDetailShape,
  });
}

export function useAddLeaderboardPartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addLeaderboardPartner(id, email),
    onSuccess: (leaderboard) => storeLeaderboard(queryClient, leaderboard),
  });
}

export function useRemoveLeaderboardPartner(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string) => removeLeaderboardPartner(id, organizationId),
    onSuccess: (leaderboard) => storeLeaderboard(queryClient, leaderboard),
  });
}
