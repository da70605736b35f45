// POST /participants/{tournamentId}/accept-end-tournament: the player closed the ending modal (SPEC §4). The
// cached tournament and registered list lose the modal at once, so it cannot show again while the call runs.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKeys } from './tournament-query-keys.js';

export function acceptEndTournament(tournamentId: string): Promise<unknown> {
  return api.post(apiPaths.acceptEndTournament.build({ tournamentId }));
}

const withoutModal = (tournament: TournamentView, id: string): TournamentView =>
  tournament.id === id ? { ...tournament, endTournamentModalData: null } : tournament;

export function useAcceptEndTournament() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptEndTournament,
    onMutate: (tournamentId: string) => {
      queryClient.setQueryData<TournamentView[]>(tournamentKeys.registered, (list) =>
        list?.map((tournament) => withoutModal(tournament, tournamentId)),
      );
      queryClient.setQueryData<TournamentView>(tournamentKeys.detail(tournamentId), (tournament) =>
        tournament ? withoutModal(tournament, tournamentId) : tournament,
      );
    },
  });
}
