// POST /teams (multipart name, avatar).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TeamSchema, type Team } from '../../../../src/contract/teams.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { teamKeys } from './team-query-keys.js';
import { teamFormData, type TeamFormInput } from './team-form-data.js';

export function createTeam(input: TeamFormInput & { name: string }): Promise<Team> {
  return api.request(apiPaths.teams.build(), { method: 'POST', formData: teamFormData(input), schema: TeamSchema });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
