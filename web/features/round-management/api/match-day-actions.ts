// The organizer's event-day calls on one match (issue 26 §3): undo a walkover given for a missed check-in, and set
// or remove the match's stream link.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function useUndoNoShow(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      api.post(apiPaths.matchNoShowUndo.build({ tournamentId, matchId }), {}, { banner: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}

export function useSetStreamUrl(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, streamUrl }: { matchId: string; streamUrl: string | null }) =>
      api.put(apiPaths.matchStream.build({ tournamentId, matchId }), { streamUrl }, { banner: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
