// POST /matches/{tournamentId}/{matchId}/ready: the viewer's side confirms it is present (match check-in).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function useReadyUp(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      api.post(apiPaths.matchReady.build({ tournamentId, matchId }), {}, { banner: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
