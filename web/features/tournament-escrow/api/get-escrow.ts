// GET /tournaments/{id}/escrow: what the prize pool needs in escrow and the wallet actions to sign.
// Its refusals (no linked wallet, not enough Uniqs) are shown in the section, so no banner.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { TournamentEscrowSchema, type TournamentEscrow } from '../../../../src/contract/tournament-escrow.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { escrowKeys } from './escrow-keys.js';

export function getEscrow(tournamentId: string, signal?: AbortSignal): Promise<TournamentEscrow> {
  return api.get(apiPaths.tournamentEscrow.build({ id: tournamentId }), {
    schema: TournamentEscrowSchema,
    signal,
    banner: false,
  });
}

export const escrowQueryOptions = (tournament: TournamentView) =>
  queryOptions({
    queryKey: escrowKeys.detail(tournament.id, tournament.prizepool),
    queryFn: ({ signal }) => getEscrow(tournament.id, signal),
    // A refusal (no wallet, Uniqs missing) stays until the organizer does something about it.
    retry: false,
  });

export function useEscrow(tournament: TournamentView) {
  return useQuery({ ...escrowQueryOptions(tournament), enabled: tournament.status === 'draft' });
}
