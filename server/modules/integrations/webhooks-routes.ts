// /organizations/current/webhooks: the owner's webhook settings. Thin wiring of contract schemas to the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  CreateWebhookBodySchema,
  UpdateWebhookBodySchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryParamsSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookParamsSchema,
  WebhookWithSecretSchema,
} from '../../../src/contract/webhooks.js';
import { requireScope } from '../../plugins/authentication.js';
import type { WebhooksService } from './webhooks-service.js';

export async function webhooksRoutes(app: FastifyInstance, options: { webhooks: WebhooksService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const { webhooks } = options;
  const owner = (request: Parameters<typeof requireScope>[0]) => requireScope(request, 'organizations', 'read');
  const params = WebhookParamsSchema;
  const accepted = { 202: z.object({}) };

  routes.get(apiPaths.webhooks.pattern, { schema: { tags, response: { 200: WebhookEndpointListSchema } } }, (request) =>
    webhooks.list(owner(request)),
  );
  routes.post(
    apiPaths.webhooks.pattern,
    { schema: { tags, body: CreateWebhookBodySchema, response: { 201: WebhookWithSecretSchema } } },
    async (request, reply) => reply.code(201).send(await webhooks.create(owner(request), request.body)),
  );
  routes.put(
    apiPaths.webhook.pattern,
    { schema: { tags, params, body: UpdateWebhookBodySchema, response: { 200: WebhookEndpointSchema } } },
    (request) => webhooks.update(owner(request), request.params.endpointId, request.body),
  );
  routes.delete(apiPaths.webhook.pattern, { schema: { tags, params } }, async (request, reply) => {
    await webhooks.remove(owner(request), request.params.endpointId);
    return reply.code(204).send();
  });
  routes.post(
    apiPaths.webhookRotateSecret.pattern,
    { schema: { tags, params, response: { 200: WebhookWithSecretSchema } } },
    (request) => webhooks.rotateSecret(owner(request), request.params.endpointId),
  );
  routes.post(
    apiPaths.webhookTest.pattern,
    { schema: { tags, params, response: accepted } },
    async (request, reply) => {
      await webhooks.sendTest(owner(request), request.params.endpointId);
      return reply.code(202).send({});
    },
  );
  routes.get(
    apiPaths.webhookDeliveries.pattern,
    { schema: { tags, params, response: { 200: WebhookDeliveryListSchema } } },
    (request) => webhooks.deliveries(owner(request), request.params.endpointId),
  );
  routes.post(
    apiPaths.webhookRedeliver.pattern,
    { schema: { tags, params: WebhookDeliveryParamsSchema, response: accepted } },
    async (request, reply) => {
      await webhooks.redeliver(owner(request), request.params.endpointId, request.params.deliveryId);
      return reply.code(202).send({});
    },
  );
}
