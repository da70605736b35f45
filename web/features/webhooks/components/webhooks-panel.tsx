// The Webhooks tab of the organization's settings (owner only): add an endpoint (URL, events; a Discord webhook
// URL is recognised), see its secret once, rotate it, switch it on or off, send a test event, read the delivery
// log and redeliver.
import { useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { CheckboxField } from '../../../../src/ui/choice-fields.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import {
  isDiscordWebhookUrl,
  SUBSCRIBABLE_WEBHOOK_EVENTS,
  WEBHOOK_URL_HINT,
  type WebhookEndpoint,
} from '../../../../src/contract/webhooks.js';
import { isApiError } from '../../../app/api/api-error.js';
import { errorText } from '../../../app/api/error-texts.js';
import {
  useCreateWebhook,
  useDeliveries,
  useRedeliver,
  useRotateWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhooks,
} from '../api/webhook-calls.js';
import * as styles from './webhooks.css.js';

/** The server's reason at the field (worded as the hint's rule), else the catalogue's text for the refusal. */
function urlError(error: unknown): string | undefined {
  if (!error) return undefined;
  return isApiError(error) ? (error.formFieldErrors?.url ?? errorText(error.code)) : errorText(null);
}

function SecretOnce({ secret }: { secret: string }) {
  return (
    <p role="status" className={styles.secretBox} data-testid="webhook-secret">
      Signing secret (shown once, keep it now): <code>{secret}</code>
    </p>
  );
}

function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useDeliveries(endpointId);
  const redeliver = useRedeliver();
  if (!deliveries.data) return <p className={styles.muted}>Loading deliveries…</p>;
  if (deliveries.data.length === 0) return <p className={styles.muted}>No deliveries yet.</p>;
  return (
    <div className={styles.logScroll}>
      <table aria-label="Delivery log" className={styles.log}>
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
                {delivery.lastAttempt?.responseBody ? (
                  <pre className={styles.responseBody}>{delivery.lastAttempt.responseBody}</pre>
                ) : null}
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
    </div>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const rotate = useRotateWebhookSecret();
  const sendTest = useSendTestEvent();
  return (
    <li className={styles.endpoint} data-testid="webhook-endpoint">
      <p className={styles.url}>
        <strong>{endpoint.url}</strong> {endpoint.format === 'DISCORD' ? '(Discord)' : null} —{' '}
        {endpoint.enabled ? 'Enabled' : 'Disabled'}
      </p>
      <p className={styles.muted}>Events: {endpoint.events.join(', ')}</p>
      {secret ? <SecretOnce secret={secret} /> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => sendTest.mutate(endpoint.id, { onSuccess: () => setShowLog(true) })}
        >
          Send test event
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setShowLog((shown) => !shown)}>
          {showLog ? 'Hide deliveries' : 'Show deliveries'}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => rotate.mutate(endpoint.id, { onSuccess: (answer) => setSecret(answer.secret) })}
        >
          Rotate secret
        </Button>
        <Button
          variant={endpoint.enabled ? 'danger' : 'primary'}
          size="sm"
          onClick={() => update.mutate({ endpointId: endpoint.id, enabled: !endpoint.enabled })}
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
      </div>
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
    <section aria-label="Webhooks" className={styles.panel}>
      <Card title="Add a webhook">
        <form onSubmit={submit} aria-label="Add a webhook" className={styles.form}>
          <TextInput
            label="Endpoint URL"
            name="url"
            value={url}
            onValueChange={setUrl}
            hint={
              isDiscordWebhookUrl(url) ? 'Discord webhook: messages will be formatted for Discord.' : WEBHOOK_URL_HINT
            }
            error={create.isError ? urlError(create.error) : undefined}
          />
          <fieldset className={styles.events}>
            <legend className={styles.legend}>Events</legend>
            {SUBSCRIBABLE_WEBHOOK_EVENTS.map((type) => (
              <CheckboxField
                key={type}
                name={type}
                label={type}
                checked={events.includes(type)}
                onChange={(on) =>
                  setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((item) => item !== type)))
                }
              />
            ))}
          </fieldset>
          <Button
            type="submit"
            className={styles.submit}
            disabled={url.length === 0 || events.length === 0 || create.isPending}
          >
            Add webhook
          </Button>
        </form>
      </Card>
      {secret ? <SecretOnce secret={secret} /> : null}
      <Card title="Endpoints">
        {webhooks.data && webhooks.data.length === 0 ? <p className={styles.muted}>No webhooks yet.</p> : null}
        <ul aria-label="Webhook endpoints" className={styles.list}>
          {(webhooks.data ?? []).map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </ul>
      </Card>
    </section>
  );
}
