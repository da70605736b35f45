// GET/PUT /notifications/preferences (the viewer's choices) and POST /notifications/unsubscribe?token= (no sign-in:
// the signed token says whose e-mail of which kind to turn off; mail clients POST it for a one-click unsubscribe).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  NotificationPreferenceBodySchema,
  NotificationPreferencesSchema,
  UnsubscribedSchema,
  UnsubscribeQuerySchema,
} from '../../../src/contract/notifications.js';
import { apiPaths } from '../../../src/contract/paths.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { NotificationsService } from './notifications-service.js';

export async function notificationsRoutes(app: FastifyInstance, options: { notifications: NotificationsService }) {
  // RFC 8058: the client POSTs "List-Unsubscribe=One-Click" form-encoded; the token in the URL is all that counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, {}),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  routes.get(
    apiPaths.notificationPreferences.pattern,
    { config: signedIn, schema: { tags, response: { 200: NotificationPreferencesSchema } } },
    async (request) => options.notifications.preferences(requireUser(request).id),
  );
  routes.put(
    apiPaths.notificationPreferences.pattern,
    {
      config: signedIn,
      schema: { tags, body: NotificationPreferenceBodySchema, response: { 200: NotificationPreferencesSchema } },
    },
    async (request) => options.notifications.choose(requireUser(request).id, request.body),
  );
  routes.post(
    apiPaths.notificationsUnsubscribe.pattern,
    { schema: { tags, querystring: UnsubscribeQuerySchema, response: { 200: UnsubscribedSchema } } },
    async (request) => options.notifications.unsubscribe(request.query.token),
  );
}
