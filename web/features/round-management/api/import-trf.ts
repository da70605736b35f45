// POST /tournaments/{id}/trf (issue 30 §2): continues here a Swiss started elsewhere from its FIDE report file. The
// file's text goes as JSON ({ trf }); a refusal (TRF-INVALID, TRF-PLAYERS-MISMATCH…) carries the reason in
// formFieldErrors.trf, which the control shows itself, so no banner.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TrfImportBody } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { invalidateTournament } from '../../../app/query/tournament-keys.js';

export function importTrf(tournamentId: string, trf: string): Promise<unknown> {
  const body: TrfImportBody = { trf };
  return api.post(apiPaths.tournamentTrf.build({ id: tournamentId }), body, { banner: false });
}

export function useImportTrf(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (trf: string) => importTrf(tournamentId, trf),
    // The imported rounds, the drawn one and the frozen seeds show everywhere the tournament is read.
    onSuccess: () => invalidateTournament(queryClient, tournamentId),
  });
}
