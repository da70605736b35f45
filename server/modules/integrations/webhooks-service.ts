// The organization owner's webhook settings: endpoints (the URL checked against the outbound policy, the secret
// shown once), rotation with an overlap, the delivery log, a test event, redelivery, switching on and off.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import { forbidden, HttpError, notFound } from '../../http-error.js';
import type { UserRow } from '../users/users-module.js';
import { organizationOwnedBy } from '../organizations/organizations-module.js';
import {
  isDiscordWebhookUrl,
  WEBHOOK_SECRET_OVERLAP_MS,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '../../../src/contract/webhooks.js';
import * as endpoints from './webhook-endpoint-repository.js';
import { recordWebhookEvent } from './webhook-repository.js';
import { newWebhookSecret } from './webhook-signature.js';
import { resolvedUrlRefusal, type OutboundPolicy } from './webhook-outbound.js';

type Db = Kysely<Database>;
const LOG_LIMIT = 100;

function toEndpoint(row: endpoints.EndpointRow): WebhookEndpoint {
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    id: row.id,
    url: row.url,
    format: row.format,
    events: row.events,
    enabled: row.enabled,
    disabledAt: iso(row.disabled_at),
    failingSince: iso(row.failing_since),
    previousSecretUntil: iso(row.previous_secret_until),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export class WebhooksService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly policy: OutboundPolicy,
    /** Starts a delivery pass after a change that made something due (test event, redelivery, switched on). */
    private readonly kick: () => void,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  /** The organization the viewer owns: members and everyone else are refused. */
  private async ownedOrganization(viewer: UserRow): Promise<string> {
    const organizationId = await organizationOwnedBy(this.db, viewer.id);
    if (!organizationId) throw forbidden('WEBHOOK-OWNER-ONLY');
    return organizationId;
  }

  private async endpoint(organizationId: string, id: string): Promise<endpoints.EndpointRow> {
    const row = await endpoints.findEndpoint(this.db, organizationId, id);
    if (!row) throw notFound('WEBHOOK-NOT-FOUND');
    return row;
  }

  async list(viewer: UserRow): Promise<WebhookEndpoint[]> {
    return (await endpoints.listEndpoints(this.db, await this.ownedOrganization(viewer))).map(toEndpoint);
  }

  async create(viewer: UserRow, body: CreateWebhookBody): Promise<WebhookWithSecret> {
    const organizationId = await this.ownedOrganization(viewer);
    const url = body.url.trim();
    const refusal = await resolvedUrlRefusal(url, this.policy);
    if (refusal) throw new HttpError(400, 'WEBHOOK-URL-REFUSED', { url: refusal });
    const secret = newWebhookSecret();
    const row = await endpoints.insertEndpoint(this.db, {
      organizationId,
      url,
      format: isDiscordWebhookUrl(url) ? 'DISCORD' : 'STANDARD',
      events: [...new Set(body.events)],
      secret,
      at: this.now(),
    });
    return { endpoint: toEndpoint(row), secret };
  }

  async update(viewer: UserRow, id: string, body: UpdateWebhookBody): Promise<WebhookEndpoint> {
    const organizationId = await this.ownedOrganization(viewer);
    const at = this.now();
    const change = { ...body, events: body.events ? [...new Set(body.events)] : undefined };
    const row = await this.db.transaction().execute(async (trx) => {
      const updated = await endpoints.updateEndpoint(trx, organizationId, id, change, at);
      if (updated && body.enabled === true) await endpoints.deliveriesDueNow(trx, id, at);
      return updated;
    });
    if (!row) throw notFound('WEBHOOK-NOT-FOUND');
    if (body.enabled === true) this.kick();
    return toEndpoint(row);
  }

  async remove(viewer: UserRow, id: string): Promise<void> {
    if (!(await endpoints.deleteEndpoint(this.db, await this.ownedOrganization(viewer), id)))
      throw notFound('WEBHOOK-NOT-FOUND');
  }

  async rotateSecret(viewer: UserRow, id: string): Promise<WebhookWithSecret> {
    const organizationId = await this.ownedOrganization(viewer);
    const at = this.now();
    const secret = newWebhookSecret();
    const row = await endpoints.rotateSecret(
      this.db,
      organizationId,
      id,
      secret,
      new Date(at.getTime() + WEBHOOK_SECRET_OVERLAP_MS),
      at,
    );
    if (!row) throw notFound('WEBHOOK-NOT-FOUND');
    return { endpoint: toEndpoint(row), secret };
  }

  async sendTest(viewer: UserRow, id: string): Promise<void> {
    const organizationId = await this.ownedOrganization(viewer);
    const endpoint = await this.endpoint(organizationId, id);
    await this.db.transaction().execute((trx) =>
      recordWebhookEvent(trx, {
        type: 'webhook.test',
        organizationId,
        tournamentId: null,
        endpointId: endpoint.id,
        data: { endpointId: endpoint.id, message: 'This is a test event sent from Arena.' },
        at: this.now(),
      }),
    );
    this.kick();
  }

  async deliveries(viewer: UserRow, id: string): Promise<WebhookDelivery[]> {
    const endpoint = await this.endpoint(await this.ownedOrganization(viewer), id);
    const rows = await endpoints.deliveryLog(this.db, endpoint.id, LOG_LIMIT);
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return rows.map((row) => ({
      id: row.id,
      eventId: row.event_id,
      type: row.type,
      status: row.status,
      attempts: Number(row.attempts),
      nextAttemptAt: row.status === 'PENDING' ? iso(row.next_attempt_at) : null,
      createdAt: new Date(row.created_at).toISOString(),
      deliveredAt: iso(row.delivered_at),
      lastAttempt: row.attempted_at
        ? {
            at: new Date(row.attempted_at).toISOString(),
            succeeded: Boolean(row.succeeded),
            responseStatus: row.response_status === null ? null : Number(row.response_status),
            responseBody: row.response_body,
            error: row.error,
          }
        : null,
    }));
  }

  async redeliver(viewer: UserRow, id: string, deliveryId: string): Promise<void> {
    const endpoint = await this.endpoint(await this.ownedOrganization(viewer), id);
    if (!(await endpoints.redeliver(this.db, endpoint.id, deliveryId, this.now())))
      throw notFound('WEBHOOK-DELIVERY-NOT-FOUND');
    this.kick();
  }
}
