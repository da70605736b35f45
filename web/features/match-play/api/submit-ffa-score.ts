// POST /matches/{tournamentId}/{matchId}/ffa/score (SPEC §7, multipart): one game of one lobby member:
// gameIndex, isForfeit, ingameRank, ingameMetricScores, and screenshotUrl or a `screenshot` file.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { invalidateTournament } from '../../../app/query/tournament-keys.js';
import type { ScoreUpload } from './submit-duel-score.js';

export function submitFfaScore({ tournamentId, matchId, formData, onProgress }: ScoreUpload): Promise<unknown> {
  return api.request(apiPaths.ffaScore.build({ tournamentId, matchId }), {
    method: 'POST',
    formData,
    onUploadProgress: onProgress,
    banner: false,
  });
}

export function useSubmitFfaScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ScoreUpload, 'tournamentId'>) => submitFfaScore({ ...input, tournamentId }),
    // Accepted or refused, the card shows the match and the viewer's state as they are now (a refusal means
    // the page was out of date), awaited so the card never shows one without the other.
    onSettled: () => invalidateTournament(queryClient, tournamentId),
  });
}
