// The OpenAPI document's `webhooks` section (OpenAPI 3.1): one entry per event type of the contract's registry,
// with its payload schema and the Standard Webhooks headers, so receivers can generate their handlers from it.
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type WebhookEventType } from '../../../src/contract/webhooks.js';

const HEADERS = [
  ['webhook-id', 'The event id: the same on every retry and redelivery (deduplicate on it).'],
  ['webhook-timestamp', 'Seconds since the epoch when this attempt was signed.'],
  [
    'webhook-signature',
    'Space-separated "v1,<base64 HMAC-SHA256 of id.timestamp.body>" (two during a secret rotation overlap).',
  ],
] as const;

export function webhooksOpenApi(): Record<string, OpenAPIV3_1.PathItemObject> {
  return Object.fromEntries(
    (Object.keys(WEBHOOK_EVENT_TYPES) as WebhookEventType[]).map((type): [string, OpenAPIV3_1.PathItemObject] => [
      type,
      {
        post: {
          summary: WEBHOOK_EVENT_TYPES[type].summary,
          tags: ['webhooks'],
          parameters: HEADERS.map(([name, description]) => ({
            in: 'header' as const,
            name,
            required: true,
            description,
            schema: { type: 'string' },
          })),
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: z.toJSONSchema(webhookPayloadSchema(type), {
                  target: 'draft-2020-12',
                }) as OpenAPIV3_1.SchemaObject as never,
              },
            },
          },
          responses: { '2XX': { description: 'Received. Any other answer (or none within 10 s) is retried.' } },
        },
      },
    ]),
  );
}
