// POST /participants/{tournamentId}/registrations/solo.
import { useMutation } from '@tanstack/react-query';
import {
  TournamentSchema,
  type SoloRegistrationBody,
  type TournamentView,
} from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { useApplyTournament, useRefreshTournament } from './tournament-cache.js';

/** The body, plus the gated-access ticket's transaction when the tournament asks for one. */
export type SoloRegistrationRequest = SoloRegistrationBody & { ticketTransactionId?: string };

export function registerSolo(tournamentId: string, body: SoloRegistrationRequest): Promise<TournamentView> {
  return api.post(apiPaths.soloRegistration.build({ tournamentId }), body, { schema: TournamentSchema });
}

export function useRegisterSolo(tournamentId: string) {
  const apply = useApplyTournament();
  const refresh = useRefreshTournament(tournamentId);
  return useMutation({
    mutationFn: (body: SoloRegistrationRequest) => registerSolo(tournamentId, body),
    onSuccess: apply,
    onError: refresh,
  });
}
