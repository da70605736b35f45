// POST /matches/{tournamentId}/{matchId}/dispute: "report incorrect score" within the dispute buffer, with an
// optional message for the organizer.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DisputeBodySchema } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { invalidateTournament } from '../../../app/query/tournament-keys.js';

export function disputeScore(
  tournamentId: string,
  matchId: string,
  body: z.input<typeof DisputeBodySchema>,
): Promise<unknown> {
  return api.post(apiPaths.disputeScore.build({ tournamentId, matchId }), body, { banner: false });
}

export function useDisputeScore(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, message }: { matchId: string; message: string }) =>
      disputeScore(tournamentId, matchId, message.trim() ? { message: message.trim() } : {}),
    // Accepted or refused, the card shows the match and the viewer's state as they are now (a refusal means
    // the page was out of date), awaited so the card never shows one without the other.
    onSettled: () => invalidateTournament(queryClient, tournamentId),
  });
}
