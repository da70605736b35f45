// POST /participants/{tournamentId}/registrations/team (by the team's captain).
import { useMutation } from '@tanstack/react-query';
import {
  TournamentSchema,
  type TeamRegistrationBody,
  type TournamentView,
} from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { useApplyTournament, useRefreshTournament } from './tournament-cache.js';

export type TeamRegistrationRequest = TeamRegistrationBody & { ticketTransactionId?: string };

export function registerTeam(tournamentId: string, body: TeamRegistrationRequest): Promise<TournamentView> {
  return api.post(apiPaths.teamRegistration.build({ tournamentId }), body, { schema: TournamentSchema });
}

export function useRegisterTeam(tournamentId: string) {
  const apply = useApplyTournament();
  const refresh = useRefreshTournament(tournamentId);
  return useMutation({
    mutationFn: (body: TeamRegistrationRequest) => registerTeam(tournamentId, body),
    onSuccess: apply,
    onError: refresh,
  });
}
