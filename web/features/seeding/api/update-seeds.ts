// PUT /matches/{tournamentId}/seeds with the seed slot list (and ?source= when it came from a seeding source). SPEC §4: the new order shows at once and is rolled
// back when the server refuses it; the refusal's catalogue text is shown by the section (no page banner, the
// section is where the organizer looks).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SeedingSchema, type Entrant, type SeedSlotsBody, type SeedingView } from '../../../../src/contract/matches.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { tournamentKey } from '../../../app/query/tournament-keys.js';
import { seedSlots } from '../model/seed-order.js';
import type { SeedsSaveSource } from '../../../../src/contract/participant-management.js';

export function updateSeeds(
  tournamentId: string,
  slots: SeedSlotsBody,
  source?: SeedsSaveSource,
  randomSeed?: number,
): Promise<unknown> {
  const query = source ? `?source=${source}${randomSeed === undefined ? '' : `&randomSeed=${randomSeed}`}` : '';
  return api.put(`${apiPaths.seeds.build({ tournamentId })}${query}`, slots, { banner: false });
}

/** A new order and, for the audit trail, where it came from (a drag when left out). */
export interface SeedsUpdate {
  entrants: Entrant[];
  source?: SeedsSaveSource;
  /** A random draw's seed, kept in the audit trail. */
  randomSeed?: number;
}

export function useUpdateSeeds(tournamentId: string) {
  const queryClient = useQueryClient();
  const key = tournamentKey.seeds(tournamentId);
  return useMutation({
    mutationFn: ({ entrants, source, randomSeed }: SeedsUpdate) =>
      updateSeeds(tournamentId, seedSlots(entrants), source, randomSeed),
    onMutate: async ({ entrants }) => {
      // A refetch landing after the optimistic write would undo it on screen.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SeedingView>(key);
      if (previous) queryClient.setQueryData<SeedingView>(key, { ...previous, entrants });
      return { previous };
    },
    onError: (_error, _entrants, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSuccess: (body) => {
      const parsed = SeedingSchema.safeParse(body);
      if (parsed.success) queryClient.setQueryData(key, parsed.data);
    },
    // Not awaited: the list is usable again as soon as the server answered.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
