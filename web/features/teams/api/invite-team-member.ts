// PUT /teams/{id}/member-invite {email}. Errors about the e-mail come back as formFieldErrors.email.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamMembersSchema, type TeamMembers } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function inviteTeamMember({ teamId, email }: { teamId: string; email: string }): Promise<TeamMembers> {
  // The form shows every refusal next to the field (invalid, already invited, already a member): no banner.
  return api.put(
    apiPaths.teamMemberInvite.build({ id: teamId }),
    { email },
    { schema: TeamMembersSchema, banner: false },
  );
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: (members, { teamId }) => queryClient.setQueryData(teamKeys.members(teamId), members),
  });
}
