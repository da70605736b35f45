// GET /disciplines: the games Arena runs tournaments in.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Discipline } from '../../../../src/contract/disciplines.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { DisciplineListShape } from '../../../app/api/contract-shapes.js';

export function getDisciplines(signal?: AbortSignal): Promise<Discipline[]> {
  return api.get(apiPaths.disciplines, { schema: DisciplineListShape, signal });
}

export const disciplinesQueryOptions = () =>
  queryOptions({ queryKey: ['disciplines'], queryFn: ({ signal }) => getDisciplines(signal), staleTime: 5 * 60_000 });

export function useDisciplines() {
  return useQuery(disciplinesQueryOptions());
}
