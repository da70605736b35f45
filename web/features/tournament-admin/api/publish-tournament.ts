// POST /tournaments/{id}/publish. The refusal (missing section, start passed, escrow needed…) is shown next
// to the Publish button, so no banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { AdminTournamentSchema, storeTournament } from './tournament-admin-keys.js';

export function publishTournament(id: string) {
  return api.request(apiPaths.tournamentPublish.build({ id }), {
    method: 'POST',
    schema: AdminTournamentSchema,
    banner: false,
  });
}

export function usePublishTournament(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishTournament(id),
    onSuccess: (tournament) => storeTournament(queryClient, tournament),
  });
}
