// GET/PUT /notifications/preferences: the viewer's notification choices, one kind × channel at a time.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NotificationPreferencesSchema,
  type NotificationPreferenceBody,
  type NotificationPreferences,
} from '../../../../src/contract/notifications.js';
import { apiPaths } from '../../../../src/contract/paths.js';
import { api } from '../../../app/api/api-client.js';

const preferencesKey = ['notification-preferences'] as const;

export function useNotificationPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      api.get(apiPaths.notificationPreferences.build(), { schema: NotificationPreferencesSchema, signal }),
  });
}

export function useChooseNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferenceBody) =>
      api.put(apiPaths.notificationPreferences.build(), body, { schema: NotificationPreferencesSchema }),
    // The server answers every choice as stored, so the list shows what it keeps.
    onSuccess: (stored) => queryClient.setQueryData<NotificationPreferences>(preferencesKey, stored),
  });
}
