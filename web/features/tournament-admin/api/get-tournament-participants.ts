// GET /tournaments/{id}/participants: registrations with the organizer-only contact details.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { ParticipantListSchema } from '../../../../src/contract/tournaments.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentAdminKeys } from './tournament-admin-keys.js';

export const tournamentParticipantsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentAdminKeys.participants(id),
    queryFn: ({ signal }) =>
      api.get(apiPaths.tournamentParticipants.build({ id }), { schema: ParticipantListSchema, signal }),
  });

export function useTournamentParticipants(id: string) {
  return useQuery(tournamentParticipantsQueryOptions(id));
}
