// PUT /teams/{id} (multipart; name and avatar only when provided).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';
import { teamFormData, type TeamFormInput } from './team-form-data.js';

export function updateTeam({ teamId, ...input }: TeamFormInput & { teamId: string }): Promise<Team> {
  return api.request(apiPaths.team.build({ id: teamId }), {
    method: 'PUT',
    formData: teamFormData(input),
    schema: TeamSchema,
  });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
