// GET /teams/{id}/members: members with their roles; pending invitations for the owner only.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamMembersSchema, type TeamMembers } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function getTeamMembers(teamId: string, signal?: AbortSignal): Promise<TeamMembers> {
  return api.get(apiPaths.teamMembers.build({ id: teamId }), { schema: TeamMembersSchema, signal });
}

export const teamMembersQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamKeys.members(teamId), queryFn: ({ signal }) => getTeamMembers(teamId, signal) });

export function useTeamMembers(teamId: string, enabled = true) {
  return useQuery({ ...teamMembersQueryOptions(teamId), enabled });
}
