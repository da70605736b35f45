// POST /notifications/unsubscribe?token=: the link of a notification e-mail turns that kind's e-mail off (no
// sign-in: the signed token says whose). The page shows the outcome itself, so no banner.
import { useMutation } from '@tanstack/react-query';
import { UnsubscribedSchema } from '../../../../src/contract/notifications.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post(`${apiPaths.notificationsUnsubscribe.build()}?${new URLSearchParams({ token })}`, undefined, {
        schema: UnsubscribedSchema,
        banner: false,
      }),
  });
}
