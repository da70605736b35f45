// PUT /teams/{id}/accept {teamId}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function acceptTeamInvitation(teamId: string): Promise<Team> {
  return api.put(apiPaths.teamAccept.build({ id: teamId }), { teamId }, { schema: TeamSchema });
}

export function useAcceptTeamInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTeamInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
