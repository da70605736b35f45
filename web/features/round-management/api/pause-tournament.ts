// POST /matches/{tournamentId}/pause (SPEC §4): only within the pausing window; pausing shifts every later phase.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function pauseTournament(tournamentId: string): Promise<unknown> {
  return api.post(apiPaths.pauseTournament.build({ tournamentId }), {}, { banner: false });
}

export function usePauseTournament(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => pauseTournament(tournamentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
