// PUT /teams/{id}/reject {teamId}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export async function rejectTeamInvitation(teamId: string): Promise<void> {
  await api.put(apiPaths.teamReject.build({ id: teamId }), { teamId });
}

export function useRejectTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectTeamInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.pendingInvitations }),
  });
}
