// POST /matches/{tournamentId}/{matchId}/issue (SPEC §6 "report an issue"): a message the organizer sees with
// the match.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function reportMatchIssue(tournamentId: string, matchId: string, message: string): Promise<unknown> {
  return api.post(apiPaths.matchIssue.build({ tournamentId, matchId }), { message }, { banner: false });
}

export function useReportMatchIssue(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, message }: { matchId: string; message: string }) =>
      reportMatchIssue(tournamentId, matchId, message.trim()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentKey.myMatch(tournamentId) }),
  });
}
