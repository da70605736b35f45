// POST /matches/{tournamentId}/entrants/{registrationId}/disqualify: disqualify or ban a player or team
// (SPEC §6, irreversible; the opponent advances by walkover).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export interface DisqualifyInput {
  registrationId: string;
  ban: boolean;
  reason?: string;
}

export function disqualifyEntrant(
  tournamentId: string,
  { registrationId, ban, reason }: DisqualifyInput,
): Promise<unknown> {
  return api.post(
    apiPaths.disqualifyEntrant.build({ tournamentId, registrationId }),
    reason ? { ban, reason } : { ban },
    {
      banner: false,
    },
  );
}

export function useDisqualifyEntrant(tournamentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisqualifyInput) => disqualifyEntrant(tournamentId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: tournamentKey.one(tournamentId) }),
  });
}
