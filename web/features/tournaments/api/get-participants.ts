// GET /tournaments/{id}/participants: the registered players or teams (signed-in users only; the organizer
// also gets their contact details).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ParticipantListSchema, type Participant } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKeys } from './tournament-query-keys.js';

export function getParticipants(tournamentId: string, signal?: AbortSignal): Promise<Participant[]> {
  return api.get(apiPaths.tournamentParticipants.build({ id: tournamentId }), {
    schema: ParticipantListSchema,
    signal,
  });
}

export const participantsQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: tournamentKeys.participants(tournamentId),
    queryFn: ({ signal }) => getParticipants(tournamentId, signal),
  });

export function useParticipants(tournamentId: string, enabled = true) {
  return useQuery({ ...participantsQueryOptions(tournamentId), enabled });
}
