// DELETE /participants/{tournamentId}/registrations: withdraws the player, or the team when its captain asks.
import { useMutation } from '@tanstack/react-query';
import { TournamentSchema, type TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { useApplyTournament, useRefreshTournament } from './tournament-cache.js';

export function cancelRegistration(tournamentId: string): Promise<TournamentView> {
  return api.request(apiPaths.registrations.build({ tournamentId }), { method: 'DELETE', schema: TournamentSchema });
}

export function useCancelRegistration(tournamentId: string) {
  const apply = useApplyTournament();
  const refresh = useRefreshTournament(tournamentId);
  return useMutation({ mutationFn: () => cancelRegistration(tournamentId), onSuccess: apply, onError: refresh });
}
