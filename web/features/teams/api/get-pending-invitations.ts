// GET /teams/pending-invitations: invitations sent to the signed-in user's e-mail.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PendingInvitationListSchema, type PendingInvitation } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';

export function getPendingInvitations(signal?: AbortSignal): Promise<PendingInvitation[]> {
  return api.get(apiPaths.teamPendingInvitations.build(), { schema: PendingInvitationListSchema, signal });
}

export const pendingInvitationsQueryOptions = () =>
  queryOptions({ queryKey: teamKeys.pendingInvitations, queryFn: ({ signal }) => getPendingInvitations(signal) });

export function usePendingInvitations() {
  return useQuery(pendingInvitationsQueryOptions());
}
