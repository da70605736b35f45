// PUT /users/current {nickname, linkedAccounts, disciplineAccounts}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateCurrentUserBody } from '../../../../src/contract/users.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { currentUserQueryKey } from './get-current-user.js';

export function updateCurrentUser(body: UpdateCurrentUserBody): Promise<unknown> {
  return api.put(apiPaths.currentUser.build(), body);
}

export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
