// POST / DELETE /tournaments/{id}/participants/{registrationId}/check-in: the organizer checks a participant in, or
// undoes it, on their behalf (during check-in, and for a late arrival until the seeds freeze).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ParticipantTableSchema } from '../../../../src/contract/participant-management.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';
import { storeParticipantTable } from './participant-table-cache.js';

export function setParticipantCheckIn(tournamentId: string, registrationId: string, checkedIn: boolean) {
  return api.request(apiPaths.participantCheckIn.build({ id: tournamentId, registrationId }), {
    method: checkedIn ? 'POST' : 'DELETE',
    schema: ParticipantTableSchema,
    banner: false,
  });
}

export function useParticipantCheckIn(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, checkedIn }: { registrationId: string; checkedIn: boolean }) =>
      setParticipantCheckIn(tournamentId, registrationId, checkedIn),
    onSuccess: (table) => {
      storeParticipantTable(queryClient, tournamentId, table);
      // During seeding the entrant list follows the check-ins.
      void queryClient.invalidateQueries({ queryKey: tournamentKey.seeds(tournamentId) });
    },
  });
}
