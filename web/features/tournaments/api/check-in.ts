// POST /participants/{tournamentId}/check-in: only in the check-in window, by the player or the team captain.
import { useMutation } from '@tanstack/react-query';
import { TournamentSchema, type TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { useApplyTournament, useRefreshTournament } from './tournament-cache.js';

export function checkIn(tournamentId: string): Promise<TournamentView> {
  return api.post(apiPaths.checkIn.build({ tournamentId }), undefined, { schema: TournamentSchema });
}

export function useCheckIn(tournamentId: string) {
  const apply = useApplyTournament();
  const refresh = useRefreshTournament(tournamentId);
  return useMutation({ mutationFn: () => checkIn(tournamentId), onSuccess: apply, onError: refresh });
}
