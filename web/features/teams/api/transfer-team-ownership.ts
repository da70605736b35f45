// PUT /teams/{id}/owner {memberId}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function transferTeamOwnership({ teamId, memberId }: { teamId: string; memberId: string }): Promise<Team> {
  return api.put(apiPaths.teamOwner.build({ id: teamId }), { memberId }, { schema: TeamSchema });
}

export function useTransferTeamOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferTeamOwnership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
