// The organization owner's webhook calls (/organizations/current/webhooks…): queries and mutations that
// invalidate the endpoint list and the delivery log they change.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '../../../../src/contract/paths.js';
import {
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookWithSecretSchema,
  type CreateWebhookBody,
  type UpdateWebhookBody,
} from '../../../../src/contract/webhooks.js';
import { api } from '../../../app/api/api-client.js';

export const webhooksQueryKey = ['webhooks'] as const;
export const deliveriesQueryKey = (endpointId: string) => ['webhooks', endpointId, 'deliveries'] as const;
const Accepted = z.object({});

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => api.get(apiPaths.webhooks.build(), { schema: WebhookEndpointListSchema, signal }),
  });
export const useWebhooks = () => useQuery(webhooksQueryOptions());

export const deliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: deliveriesQueryKey(endpointId),
    queryFn: ({ signal }) =>
      api.get(apiPaths.webhookDeliveries.build({ endpointId }), { schema: WebhookDeliveryListSchema, signal }),
    // The log fills in as the server delivers: look again while it is open.
    refetchInterval: 2000,
  });
export const useDeliveries = (endpointId: string) => useQuery(deliveriesQueryOptions(endpointId));

function useInvalidating<A, R>(call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export const useCreateWebhook = () =>
  useInvalidating((body: CreateWebhookBody) =>
    api.post(apiPaths.webhooks.build(), body, { schema: WebhookWithSecretSchema, banner: false }),
  );
export const useUpdateWebhook = () =>
  useInvalidating(({ endpointId, ...body }: UpdateWebhookBody & { endpointId: string }) =>
    api.put(apiPaths.webhook.build({ endpointId }), body, { schema: WebhookEndpointSchema }),
  );
export const useRotateWebhookSecret = () =>
  useInvalidating((endpointId: string) =>
    api.post(apiPaths.webhookRotateSecret.build({ endpointId }), undefined, { schema: WebhookWithSecretSchema }),
  );
export const useSendTestEvent = () =>
  useInvalidating((endpointId: string) =>
    api.post(apiPaths.webhookTest.build({ endpointId }), undefined, { schema: Accepted }),
  );
export const useRedeliver = () =>
  useInvalidating(({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
    api.post(apiPaths.webhookRedeliver.build({ endpointId, deliveryId }), undefined, { schema: Accepted }),
  );
