// POST /matches/{tournamentId}/resume (SPEC §4): only while paused and within the resuming period.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function resumeTournament(tournamentId: string): Promise<unknown> {
  return api.post(apiPaths.resumeTournament.build({ tournamentId }), {}, { banner: false });
}

export function useResumeTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resumeTournament(tournamentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
