// GET /users/current/{id}: what anyone may see of a player.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicUserSchema, type PublicUser } from '../../../../src/contract/users.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

// The page shows "player not found" itself, so failures do not raise a banner.
export function getPublicUser(id: string, signal?: AbortSignal): Promise<PublicUser> {
  return api.get(apiPaths.publicUser.build({ id }), { schema: PublicUserSchema, signal, banner: false });
}

export const publicUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['users', 'public', id],
    queryFn: ({ signal }) => getPublicUser(id, signal),
    staleTime: 30_000,
  });

export function usePublicUser(id: string) {
  return useQuery(publicUserQueryOptions(id));
}
