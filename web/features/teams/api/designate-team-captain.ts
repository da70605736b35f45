// PUT /teams/{id}/captain {memberId}: the captain checks the team in and submits its scores.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function designateTeamCaptain({ teamId, memberId }: { teamId: string; memberId: string }): Promise<Team> {
  return api.put(apiPaths.teamCaptain.build({ id: teamId }), { memberId }, { schema: TeamSchema });
}

export function useDesignateTeamCaptain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: designateTeamCaptain,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
