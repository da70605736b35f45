// POST /tournaments/{id}/participants/{registrationId}/removal: the organizer removes a participant until the seeds
// freeze, with a reason the player reads in their notices.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ParticipantTableSchema } from '../../../../src/contract/participant-management.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';
import { storeParticipantTable } from './participant-table-cache.js';

export function removeParticipant(tournamentId: string, registrationId: string, reason: string) {
  return api.post(
    apiPaths.participantRemoval.build({ id: tournamentId, registrationId }),
    { reason },
    { schema: ParticipantTableSchema, banner: false },
  );
}

export function useRemoveParticipant(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, reason }: { registrationId: string; reason: string }) =>
      removeParticipant(tournamentId, registrationId, reason),
    onSuccess: (table) => {
      storeParticipantTable(queryClient, tournamentId, table);
      void queryClient.invalidateQueries({ queryKey: tournamentKey.seeds(tournamentId) });
    },
  });
}
