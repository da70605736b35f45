// GET /tournaments/{id}/participants/events: the organizer's acts on the participants, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ParticipantEventListSchema } from '../../../../src/contract/participant-management.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentAdminKeys } from './tournament-admin-keys.js';

export const participantEventsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: tournamentAdminKeys.participantEvents(id),
    queryFn: ({ signal }) =>
      api.get(apiPaths.participantEvents.build({ id }), { schema: ParticipantEventListSchema, signal }),
  });

export function useParticipantEvents(id: string) {
  return useQuery(participantEventsQueryOptions(id));
}
