// POST /tournaments/{id}/participants: the organizer adds a player or team by nickname, e-mail or team name. The
// refusal (unknown player, full, team size, no ticket…) is shown next to the field, not as a page banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddParticipantBody } from '../../../../src/contract/participant-management.js';
import { ParticipantTableSchema } from '../../../../src/contract/participant-management.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { storeParticipantTable } from './participant-table-cache.js';

export function addParticipant(tournamentId: string, body: AddParticipantBody) {
  return api.post(apiPaths.tournamentParticipants.build({ id: tournamentId }), body, {
    schema: ParticipantTableSchema,
    banner: false,
  });
}

export function useAddParticipant(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddParticipantBody) => addParticipant(tournamentId, body),
    onSuccess: (table) => storeParticipantTable(queryClient, tournamentId, table),
  });
}
