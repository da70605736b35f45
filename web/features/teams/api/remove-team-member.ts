// DELETE /teams/{id}/member {email, memberId}: kick a member, or withdraw an invitation by e-mail.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamMembersSchema, type TeamMembers } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function removeTeamMember({
  teamId,
  memberId,
  email,
}: {
  teamId: string;
  memberId?: string;
  email?: string;
}): Promise<TeamMembers> {
  return api.request(apiPaths.teamMember.build({ id: teamId }), {
    method: 'DELETE',
    json: { memberId, email },
    schema: TeamMembersSchema,
  });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: (members, { teamId }) => {
      queryClient.setQueryData(teamKeys.members(teamId), members);
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
