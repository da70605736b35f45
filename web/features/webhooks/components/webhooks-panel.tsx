// The Webhooks tab of the organization's settings (owner only): add an endpoint (URL, events; a Discord webhook
// URL is recognised), see its secret once, rotate it, switch it on or off, send a test event, read the delivery
// log and redeliver.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  isDiscordWebhookUrl,
  SUBSCRIBABLE_WEBHOOK_EVENTS,
  type WebhookEndpoint,
} from '../../../../src/contract/webhooks.js';
import {
  useCreateWebhook,
  useDeliveries,
  useRedeliver,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from '../api/webhook-calls.js';

function errorText(error: unknown): string | null {
  const body = (error as { body?: { formFieldErrors?: { url?: string } } } | null)?.body;
  return body?.formFieldErrors?.url ?? (error ? 'Arena cannot send webhooks to this address.' : null);
}

function SecretOnce({ secret }: { secret: string }) {
  return (
    <p role="status" data-testid="webhook-secret">
      Signing secret (shown once, keep it now): <code>{secret}</code>
    </p>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  const redeliver = useRedeliver();
  if (!deliveries.data) return <p>Loading deliveries…</p>;
  if (deliveries.data.length === 0) return <p>No deliveries yet.</p>;
  return (
    <table aria-label="Delivery log">
      <thead>
        <tr>
          <th>Event</th>
          <th>Status</th>
          <th>Time</th>
          <th>Response</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {deliveries.data.map((delivery) => (
          <tr key={delivery.id} data-testid="webhook-delivery">
            <td>{delivery.type}</td>
            <td>
              {delivery.status === 'DELIVERED' ? 'Delivered' : 'Pending'} ({delivery.attempts} attempt
              {delivery.attempts === 1 ? '' : 's'})
            </td>
            <td>{new Date(delivery.lastAttempt?.at ?? delivery.createdAt).toLocaleString()}</td>
            <td>
              {delivery.lastAttempt?.responseStatus ?? delivery.lastAttempt?.error ?? '—'}
              {delivery.lastAttempt?.responseBody ? <pre>{delivery.lastAttempt.responseBody}</pre> : null}
            </td>
            <td>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => redeliver.mutate({ endpointId, deliveryId: delivery.id })}
              >
                Redeliver
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestEvent();
  return (
    <li data-testid="webhook-endpoint">
      <p>
        <strong>{endpoint.url}</strong> {endpoint.format === 'DISCORD' ? '(Discord)' : null} —{' '}
        {endpoint.enabled ? 'Enabled' : 'Disabled'}
      </p>
      <p>Events: {endpoint.events.join(', ')}</p>
      {secret ? <SecretOnce secret={secret} /> : null}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => sendTest.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })}
      >
        Send test event
      </Button>{' '}
      <Button variant="secondary" size="sm" onClick={() => setShowLog((shown) => !shown)}>
        {showLog ? 'Hide deliveries' : 'Show deliveries'}
      </Button>{' '}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => rotate.mutate(endpoint.id, { onSuccess: (answer) => setSecret(answer.secret) })}
      >
        Rotate secret
      </Button>{' '}
      <Button
        variant={endpoint.enabled ? 'danger' : 'primary'}
        size="sm"
        onClick={() => update.mutate({ endpointId: endpoint.id, enabled: !endpoint.enabled })}
      >
        {endpoint.enabled ? 'Disable' : 'Enable'}
      </Button>
      {showLog ? <DeliveryLog endpointId={endpoint.id} /> : null}
    </li>
  );
}

export function WebhooksPanel() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(['match.final']);
  const [secret, setSecret] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { url, events },
      {
        onSuccess: (answer) => {
          setSecret(answer.secret);
          setUrl('');
        },
      },
    );
  };

  return (
    <section aria-label="Webhooks">
      <form onSubmit={submit} aria-label="Add a webhook">
        <TextInput
          label="Endpoint URL"
          name="url"
          value={url}
          onValueChange={setUrl}
          hint={isDiscordWebhookUrl(url) ? 'Discord webhook: messages will be formatted for Discord.' : 'https:// only'}
          error={create.isError ? (errorText(create.error) ?? undefined) : undefined}
        />
        <fieldset>
          <legend>Events</legend>
          {SUBSCRIBABLE_WEBHOOK_EVENTS.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                checked={events.includes(type)}
                onChange={(change) =>
                  setEvents((chosen) =>
                    change.target.checked ? [...chosen, type] : chosen.filter((item) => item !== type),
                  )
                }
              />{' '}
              {type}{' '}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={url.length === 0 || events.length === 0 || create.isPending}>
          Add webhook
        </Button>
      </form>
      {secret ? <SecretOnce secret={secret} /> : null}
      <ul aria-label="Webhook endpoints">
        {(webhooks.data ?? []).map((endpoint) => (
          <EndpointCard key={endpoint.id} endpoint={endpoint} />
        ))}
      </ul>
    </section>
  );
}
