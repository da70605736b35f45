// DELETE /teams/{id}: the owner deletes the team.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';
import { removeTeamFromCache } from './team-cache.js';

export async function deleteTeam(teamId: string): Promise<void> {
  await api.request(apiPaths.team.build({ id: teamId }), { method: 'DELETE' });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_result, teamId) => {
      removeTeamFromCache(queryClient, teamId);
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
