// Webhooks (issue 27 §2): what an organization subscribes its endpoints to, the versioned payload each event is
// delivered as ({type, version, timestamp, data}, signed as Standard Webhooks sign), and the calls of the
// organization's Webhooks settings. One registry entry per event type (CONVENTIONS #15): its data schema and
// version live here, and the OpenAPI document lists them all under `webhooks`.
import { z } from 'zod';

const id = z.string();

const TournamentData = z.object({ tournamentId: id, tournamentName: z.string() });
const RegistrationData = z.object({
  tournamentId: id,
  registrationId: id,
  userId: id.nullable(),
  teamId: id.nullable(),
});
const MatchSide = z.object({
  registrationId: id.nullable(),
  name: z.string().nullable(),
  score: z.number().nullable(),
});
const MatchData = z.object({
  tournamentId: id,
  matchId: id,
  /** 1-based round number within its stage. */
  round: z.number().int().nullable(),
  status: z.string(),
  sides: z.array(MatchSide),
  winnerRegistrationId: id.nullable(),
});
const StageData = z.object({ tournamentId: id, stageIndex: z.number().int(), stageName: z.string().nullable() });
const PrizeData = z.object({
  tournamentId: id,
  paymentId: id,
  rank: z.number().int().nullable(),
  recipientUserId: id.nullable(),
  /** UOS, 8 decimals, as a string (money is exact). */
  uosAmount: z.string(),
  transactionId: z.string().nullable(),
});
const TestData = z.object({ endpointId: id, message: z.string() });

/** Every event type with its payload version and data schema. */
export const WEBHOOK_EVENT_TYPES = {
  'tournament.published': { version: 1, data: TournamentData, summary: 'A tournament was published.' },
  'tournament.started': { version: 1, data: TournamentData, summary: 'A tournament started: its first round is on.' },
  'tournament.finished': { version: 1, data: TournamentData, summary: 'A tournament finished; placements are final.' },
  'tournament.cancelled': { version: 1, data: TournamentData, summary: 'A tournament was cancelled.' },
  'registration.created': { version: 1, data: RegistrationData, summary: 'A player or team registered.' },
  'registration.cancelled': { version: 1, data: RegistrationData, summary: 'A registration was withdrawn.' },
  'registration.checked_in': { version: 1, data: RegistrationData, summary: 'A registration checked in.' },
  'match.ready': { version: 1, data: MatchData, summary: 'A match can be played.' },
  'match.reported': { version: 1, data: MatchData, summary: 'A score was reported for a match.' },
  'match.disputed': { version: 1, data: MatchData, summary: 'The reports of a match disagree.' },
  'match.final': { version: 1, data: MatchData, summary: 'A match result is final.' },
  'match.amended': { version: 1, data: MatchData, summary: 'A final match result was corrected.' },
  'stage.advanced': { version: 1, data: StageData, summary: 'A multi-stage tournament moved to its next stage.' },
  'prize.paid': { version: 1, data: PrizeData, summary: 'A prize was paid on chain.' },
  'webhook.test': { version: 1, data: TestData, summary: 'Sent by "Send test event"; never sent otherwise.' },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;
export type WebhookEventData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENT_TYPES)[T]['data']>;

/** The events an endpoint may subscribe to (the test event is sent on request, to one endpoint). */
export const SUBSCRIBABLE_WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_TYPES).filter(
  (type) => type !== 'webhook.test',
) as Exclude<WebhookEventType, 'webhook.test'>[];
export type SubscribableWebhookEvent = (typeof SUBSCRIBABLE_WEBHOOK_EVENTS)[number];

/** The body of every delivery (the Standard Webhooks payload shape). */
export function webhookPayloadSchema<T extends WebhookEventType>(type: T) {
  const entry = WEBHOOK_EVENT_TYPES[type];
  return z.object({
    type: z.literal(type),
    version: z.literal(entry.version),
    /** ISO 8601: when the change happened (the server's clock). */
    timestamp: z.string(),
    data: entry.data,
  });
}
export interface WebhookPayload {
  type: WebhookEventType;
  version: number;
  timestamp: string;
  data: Record<string, unknown>;
}

/** The endpoint URL's length cap; the test of what it may point at is the server's (resolved addresses). */
export const WEBHOOK_URL_MAX = 2048;

/**
 * Why the server refuses an endpoint URL (WEBHOOK-URL-REFUSED's formFieldErrors.url), next to the rule the form
 * states under the field in the same words, so the hint never promises what the server then refuses.
 */
export const WEBHOOK_URL_REFUSALS = {
  NOT_A_URL: 'Enter a full https:// address.',
  CREDENTIALS: 'The address cannot carry a user name or password.',
  NOT_HTTPS: 'The address must start with https://.',
  UNRESOLVED: 'This address does not resolve.',
  PLAIN_HTTP: 'Plain http:// is allowed only for a receiver on this machine (development).',
  PRIVATE_NETWORK: 'This address points to a private or reserved network.',
} as const;
/** The rule itself: https:// at a public address; a private or reserved one only where the server allows it. */
export const WEBHOOK_URL_HINT =
  'https:// only, at a public address: one on a private or reserved network (localhost, 10.x, 192.168.x…) is ' +
  "refused unless this server's WEBHOOK_ALLOWED_ADDRESSES allows it.";
export const WEBHOOK_FORMATS = ['STANDARD', 'DISCORD'] as const;
/** Only the first bytes of a receiver's answer are kept in the delivery log. */
export const WEBHOOK_RESPONSE_KEPT_BYTES = 512;
/** How long the previous secret keeps signing after a rotation. */
export const WEBHOOK_SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** A Discord webhook URL gets Discord messages instead of the raw payload. */
export function isDiscordWebhookUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (
      parsed.protocol === 'https:' &&
      ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'].includes(parsed.hostname) &&
      parsed.pathname.startsWith('/api/webhooks/')
    );
  } catch {
    return false;
  }
}

const EventListSchema = z.array(z.enum(SUBSCRIBABLE_WEBHOOK_EVENTS as [string, ...string[]])).min(1);

export const CreateWebhookBodySchema = z.object({
  url: z.string().min(1).max(WEBHOOK_URL_MAX),
  events: EventListSchema,
});
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

export const UpdateWebhookBodySchema = z.object({
  events: EventListSchema.optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof UpdateWebhookBodySchema>;

export const WebhookEndpointSchema = z.object({
  id,
  url: z.string(),
  format: z.enum(WEBHOOK_FORMATS),
  events: z.array(z.string()),
  enabled: z.boolean(),
  /** When the endpoint was switched off (by its owner, or after a day of failures). */
  disabledAt: z.string().nullable(),
  /** The start of the current streak of failures, if it is failing. */
  failingSince: z.string().nullable(),
  /** Until when the secret before the last rotation still signs too. */
  previousSecretUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;
export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema);

/** Creating an endpoint or rotating its secret: the only answers that carry the secret. */
export const WebhookWithSecretSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;

export const WebhookAttemptSchema = z.object({
  at: z.string(),
  succeeded: z.boolean(),
  responseStatus: z.number().int().nullable(),
  /** The first 512 bytes of the answer. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
});
export const WebhookDeliverySchema = z.object({
  id,
  /** The webhook-id header: the same on every attempt and redelivery. */
  eventId: id,
  type: z.string(),
  status: z.enum(['PENDING', 'DELIVERED']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  lastAttempt: WebhookAttemptSchema.nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;
export const WebhookDeliveryListSchema = z.array(WebhookDeliverySchema);

export const WebhookParamsSchema = z.object({ endpointId: z.uuid() });
export const WebhookDeliveryParamsSchema = z.object({ endpointId: z.uuid(), deliveryId: z.uuid() });
