// After an act on a participant the server answers the table as it now stands: it replaces the cached one, and what
// the act changes elsewhere (the audit trail, the seeds, the tournament's counts) is refetched.
import type { QueryClient } from '@tanstack/react-query';
import type { Participant } from '../../../../src/contract/tournaments.js';
import { invalidateTournament } from '../../../app/query/tournament-keys.js';
import { tournamentAdminKeys } from './tournament-admin-keys.js';

export function storeParticipantTable(queryClient: QueryClient, tournamentId: string, table: Participant[]): void {
  queryClient.setQueryData(tournamentAdminKeys.participants(tournamentId), table);
  void queryClient.invalidateQueries({ queryKey: tournamentAdminKeys.participantEvents(tournamentId) });
  void queryClient.invalidateQueries({ queryKey: tournamentAdminKeys.tournament(tournamentId) });
  void invalidateTournament(queryClient, tournamentId);
}
