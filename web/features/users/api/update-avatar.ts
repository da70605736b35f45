// PUT /users/current/avatar: multipart with the picture file (SPEC §5: a file or a url). Refusals (too small,
// wrong format…) are shown at the picture field, not as a page banner that would outlive a later success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AvatarResponseSchema } from '../../../../src/contract/users.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';
import { currentUserQueryKey } from './get-current-user.js';

export type AvatarSource = { file: File } | { url: string };

export async function updateAvatar(source: AvatarSource): Promise<string> {
  const formData = new FormData();
  if ('file' in source) formData.append('profilePicture', source.file, source.file.name);
  else formData.append('profilePictureUrl', source.url);
  const body = await api.request(apiPaths.currentUserAvatar.build(), {
    method: 'PUT',
    formData,
    schema: AvatarResponseSchema,
    banner: false,
  });
  return body.profilePictureURL;
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
