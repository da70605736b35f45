// POST /matches/{tournamentId}/{matchId}/duel/score (SPEC §7, multipart): winner, scoreParticipant and
// scoreOpponent once per game in game order, screenshots as `{index}-game-screenshot` files. A report without a
// screenshot goes as JSON of the same fields, which costs the server far less to read (issue 28).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import type { UploadProgress } from '../../../app/api/fetch-with-upload-progress.js';
import { invalidateTournament } from '../../../app/query/tournament-keys.js';

export interface ScoreUpload {
  tournamentId: string;
  matchId: string;
  formData: FormData;
  onProgress?: UploadProgress;
}

/** The form's fields as the JSON body the API takes, or undefined when it holds a file (multipart then). */
export function duelReportJson(formData: FormData): Record<string, unknown> | undefined {
  const entries = [...formData.entries()];
  if (entries.some(([, value]) => typeof value !== 'string')) return undefined;
  const numbers = (name: string) => formData.getAll(name).map((value) => Number(value));
  return {
    winner: Number(formData.get('winner')),
    scoreParticipant: numbers('scoreParticipant'),
    scoreOpponent: numbers('scoreOpponent'),
  };
}

export function submitDuelScore({ tournamentId, matchId, formData, onProgress }: ScoreUpload): Promise<unknown> {
  const json = duelReportJson(formData);
  // The modal shows the refusal at its fields or in its own alert.
  return api.request(apiPaths.duelScore.build({ tournamentId, matchId }), {
    method: 'POST',
    ...(json ? { json } : { formData, onUploadProgress: onProgress }),
    banner: false,
  });
}

export function useSubmitDuelScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<ScoreUpload, 'tournamentId'>) => submitDuelScore({ ...input, tournamentId }),
    // Accepted or refused, the card shows the match and the viewer's state as they are now (a refusal means
    // the page was out of date), awaited so the card never shows one without the other.
    onSettled: () => invalidateTournament(queryClient, tournamentId),
  });
}
