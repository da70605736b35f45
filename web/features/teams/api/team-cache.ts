// SPEC §4: a team lookup answering 404 removes the team from the cached lists, so a team deleted elsewhere
// disappears instead of lingering as a broken card.
import type { QueryClient } from '@tanstack/react-query';
import type { Team } from '../../../../src/contract/teams.js';
import { teamKeys } from './team-query-keys.js';

export function removeTeamFromCache(queryClient: QueryClient, teamId: string): void {
  queryClient.setQueriesData<Team[]>({ queryKey: teamKeys.all }, (current) =>
    Array.isArray(current) ? current.filter((team) => team.id !== teamId) : current,
  );
  queryClient.removeQueries({ queryKey: teamKeys.members(teamId) });
}
