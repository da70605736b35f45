// /organizations/current/api-keys: the owner's API keys. Thin wiring of contract schemas to the service.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiPaths } from '../../../src/contract/paths.js';
import {
  ApiKeyListSchema,
  ApiKeyParamsSchema,
  ApiKeyRequestLogSchema,
  ApiKeySchema,
  CreateApiKeyBodySchema,
  CreatedApiKeySchema,
} from '../../../src/contract/api-keys.js';
import { requireUser, signedIn } from '../../plugins/authentication.js';
import type { ApiKeysService } from './api-keys-service.js';

export async function apiKeysRoutes(app: FastifyInstance, options: { apiKeys: ApiKeysService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-keys'];
  const { apiKeys } = options;
  const params = ApiKeyParamsSchema;

  routes.get(
    apiPaths.apiKeys.pattern,
    { config: signedIn, schema: { tags, response: { 200: ApiKeyListSchema } } },
    async (request) => apiKeys.list(requireUser(request)),
  );
  routes.post(
    apiPaths.apiKeys.pattern,
    { config: signedIn, schema: { tags, body: CreateApiKeyBodySchema, response: { 201: CreatedApiKeySchema } } },
    async (request, reply) => reply.code(201).send(await apiKeys.create(requireUser(request), request.body)),
  );
  routes.delete(
    apiPaths.apiKey.pattern,
    { config: signedIn, schema: { tags, params, response: { 200: ApiKeySchema } } },
    async (request) => apiKeys.revoke(requireUser(request), request.params.keyId),
  );
  routes.get(
    apiPaths.apiKeyRequests.pattern,
    { config: signedIn, schema: { tags, params, response: { 200: ApiKeyRequestLogSchema } } },
    async (request) => apiKeys.requestLog(requireUser(request), request.params.keyId),
  );
}
