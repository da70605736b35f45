// GET /matches/{tournamentId}/seeds: the checked-in entrants with their seeds and whether the seeding window is
// open (SeedingSchema.editable).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeedingSchema, type SeedingView } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';

export function getSeeding(tournamentId: string, signal?: AbortSignal): Promise<SeedingView> {
  return api.get(apiPaths.seeds.build({ tournamentId }), { schema: SeedingSchema, signal });
}

export const seedingQueryOptions = (tournamentId: string) =>
  queryOptions({
    queryKey: tournamentKey.seeds(tournamentId),
    queryFn: ({ signal }) => getSeeding(tournamentId, signal),
  });

export function useSeeding(tournamentId: string) {
  return useQuery(seedingQueryOptions(tournamentId));
}
