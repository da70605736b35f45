// GET /tournaments/registered: the tournaments the signed-in user (or their team) is registered for, each with
// the ending modal they have not closed. The main layout reads it on every page (the ending modal), so it is
// checked with the zod-free shape (contract-shapes.ts), not zod.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { TournamentListShape } from '../../../app/api/contract-shapes.js';
import { tournamentKeys } from './tournament-query-keys.js';

export function getRegisteredTournaments(signal?: AbortSignal): Promise<TournamentView[]> {
  return api.get(apiPaths.registeredTournaments.build(), { schema: TournamentListShape, signal });
}

export const registeredTournamentsQueryOptions = () =>
  queryOptions({ queryKey: tournamentKeys.registered, queryFn: ({ signal }) => getRegisteredTournaments(signal) });

/** Asks only when signed in (the call needs a session). */
export function useRegisteredTournaments(enabled = true) {
  return useQuery({ ...registeredTournamentsQueryOptions(), enabled });
}
