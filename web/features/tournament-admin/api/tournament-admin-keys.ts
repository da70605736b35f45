// Query keys of the organizer's tournament screens. Every mutation answers the tournament, which replaces
// the cached one; the organization's list is invalidated so it shows the new state too.
import type { QueryClient } from '@tanstack/react-query';
import { TournamentSchema, type TournamentView } from '../../../../src/contract/tournaments.js';

export const tournamentAdminKeys = {
  all: ['tournament-admin'] as const,
  organizationTournaments: () => [...tournamentAdminKeys.all, 'organization-tournaments'] as const,
  tournament: (id: string) => [...tournamentAdminKeys.all, 'tournament', id] as const,
  participants: (id: string) => [...tournamentAdminKeys.all, 'participants', id] as const,
  participantEvents: (id: string) => [...tournamentAdminKeys.all, 'participants', id, 'events'] as const,
  leaderboards: () => [...tournamentAdminKeys.all, 'organization-leaderboards'] as const,
};

/**
 * The tournament as the organizer screens read it. `leaderboard` joined the view with the leaderboard
 * section; a server answering without it is read as "not linked" rather than failing the whole page.
 */
export const AdminTournamentSchema = TournamentSchema.extend({
  leaderboard: TournamentSchema.shape.leaderboard.optional().transform((value) => value ?? null),
});

export function storeTournament(queryClient: QueryClient, tournament: TournamentView): void {
  queryClient.setQueryData(tournamentAdminKeys.tournament(tournament.id), tournament);
  void queryClient.invalidateQueries({ queryKey: tournamentAdminKeys.organizationTournaments() });
  // The public lists (/tournaments) read other keys; publishing or cancelling changes them.
  void queryClient.invalidateQueries({ queryKey: ['tournaments'] });
}
