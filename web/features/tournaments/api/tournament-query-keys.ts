// Query keys of the tournaments feature. Everything lives under ['tournaments'] so the live updates (server-sent
// events) can refresh it all with one prefix; the detail and registered keys are fixed by that contract.
import type { TournamentListQuery } from '../../../../src/contract/tournaments.js';

export const tournamentKeys = {
  all: ['tournaments'] as const,
  lists: ['tournaments', 'list'] as const,
  list: (filters: TournamentListQuery) => ['tournaments', 'list', filters] as const,
  promoted: ['tournaments', 'promoted'] as const,
  registered: ['tournaments', 'registered'] as const,
  detail: (id: string) => ['tournaments', 'detail', id] as const,
  participants: (id: string) => ['tournaments', 'participants', id] as const,
};
