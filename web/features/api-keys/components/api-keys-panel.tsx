// The organization's API keys (issue 27 §1), for its owner: create a key with a name, scopes and an expiry (its
// secret shown once, with a copy button), the keys with their last use, revoke after confirming, each key's log.
import { useState, type FormEvent } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { CheckboxField } from '../../../../src/ui/choice-fields.js';
import { Modal } from '../../../../src/ui/modal.js';
import { Select } from '../../../../src/ui/select.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { errorText, loadErrorTexts } from '../../../app/api/error-texts.js';
import { API_KEY_SCOPES, type ApiKeyScope } from '../../../../src/contract/api-key-scopes.js';
import { API_KEY_NAME_MAX, type ApiKey, type CreatedApiKey } from '../../../../src/contract/api-keys.js';
import { isApiError } from '../../../app/api/api-error.js';
import { serverNow } from '../../../app/api/server-clock.js';
import { useApiKeys } from '../api/get-api-keys.js';
import { useCreateApiKey } from '../api/create-api-key.js';
import { useRevokeApiKey } from '../api/revoke-api-key.js';
import { ApiKeyRequestLog } from './api-key-request-log.js';
import * as styles from './api-keys.css.js';

const SCOPE_LABELS: Record<ApiKeyScope, string> = {
  READ: 'Read tournaments, brackets and results',
  TOURNAMENTS_WRITE: 'Manage tournaments',
  RESULTS_WRITE: 'Set match results',
  PARTICIPANTS_WRITE: 'Manage participants (seeding, disqualification)',
};
const EXPIRY_OPTIONS = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
] as const;
type Expiry = (typeof EXPIRY_OPTIONS)[number]['value'];
const DAY_MS = 86_400_000;

const when = (iso: string | null, none: string) => (iso ? new Date(iso).toLocaleString() : none);

export function ApiKeysPanel() {
  const keys = useApiKeys();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const revoke = useRevokeApiKey();

  return (
    <div className={styles.panel}>
      <CreateApiKeyForm onCreated={setCreated} />
      {created ? <CreatedSecret created={created} onDone={() => setCreated(null)} /> : null}
      <Card title="Keys">
        {keys.isPending ? (
          <Spinner label="Loading API keys…" showLabel />
        ) : (keys.data?.keys.length ?? 0) === 0 ? (
          <p className={styles.muted}>No API keys yet.</p>
        ) : (
          <ul className={styles.list} aria-label="API keys">
            {keys.data!.keys.map((key) => (
              <li key={key.id} className={styles.keyRow} data-key-id={key.id}>
                <span className={styles.grow}>
                  <strong>{key.name}</strong>
                  <span className={styles.muted}>
                    {key.prefix}… · {key.scopes.join(', ')}
                  </span>
                  <span className={styles.muted}>
                    Last used: {when(key.lastUsedAt, 'never')} · Expires: {when(key.expiresAt, 'never')}
                  </span>
                </span>
                {key.status === 'ACTIVE' ? (
                  <Badge tone="success">Active</Badge>
                ) : key.status === 'EXPIRED' ? (
                  <Badge tone="warning">Expired</Badge>
                ) : (
                  <Badge tone="danger">Revoked</Badge>
                )}
                <span className={styles.actions}>
                  <Button size="sm" variant="secondary" onClick={() => setLogOf(logOf === key.id ? null : key.id)}>
                    {logOf === key.id ? 'Hide log' : 'Request log'}
                  </Button>
                  {key.status === 'ACTIVE' ? (
                    <Button size="sm" variant="danger" onClick={() => setRevoking(key)}>
                      Revoke
                    </Button>
                  ) : null}
                </span>
                {logOf === key.id ? <ApiKeyRequestLog keyId={key.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Modal open={revoking !== null} onClose={() => setRevoking(null)} title="Revoke this API key?">
        <p>
          Programs using <strong>{revoking?.name}</strong> will get 401 from the next request on. This cannot be undone.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setRevoking(null)}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            onClick={() => {
              if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
            }}
          >
            Revoke key
          </Button>
        </div>
      </Modal>
    </div>
  );
}

function CreateApiKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['READ']);
  const [expiry, setExpiry] = useState<Expiry>('never');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    const expiresAt = expiry === 'never' ? null : new Date(serverNow() + Number(expiry) * DAY_MS).toISOString();
    try {
      onCreated(await create.mutateAsync({ name: name.trim(), scopes, expiresAt }));
      setName('');
    } catch (failure) {
      if (isApiError(failure)) setErrors(failure.formFieldErrors ?? { form: errorText(failure.code) });
    }
  }

  const toggle = (scope: ApiKeyScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((each) => each !== scope)));

  return (
    <Card title="Create an API key">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p className={styles.muted}>
          Programs send the key as <code>Authorization: Bearer …</code> to the Arena API and act for your organization
          within the scopes you choose.
        </p>
        <TextInput label="Name" value={name} onValueChange={setName} maxLength={API_KEY_NAME_MAX} error={errors.name} />
        <fieldset className={styles.scopes}>
          <legend>Scopes</legend>
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              name={scope}
              label={SCOPE_LABELS[scope]}
              checked={scopes.includes(scope)}
              onChange={(on) => toggle(scope, on)}
            />
          ))}
        </fieldset>
        {errors.scopes ? <p className={styles.muted}>{errors.scopes}</p> : null}
        <Select
          label="Expires"
          value={expiry}
          options={EXPIRY_OPTIONS}
          onValueChange={setExpiry}
          error={errors.expiresAt}
        />
        {errors.form ? <p role="alert">{errors.form}</p> : null}
        <div>
          <Button type="submit" disabled={create.isPending || !name.trim() || scopes.length === 0}>
            Create key
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CreatedSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied('Copied.');
    } catch {
      await loadErrorTexts();
      setCopied(errorText('CLIPBOARD-COPY-FAILED'));
    }
  }
  return (
    <section className={styles.secretBox} aria-label="New API key">
      <strong>“{created.key.name}” is ready. Copy its secret now: it will not be shown again.</strong>
      <p className={styles.secret} data-testid="api-key-secret">
        {created.secret}
      </p>
      <div className={styles.actions}>
        <Button size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
        {copied ? <span role="status">{copied}</span> : null}
      </div>
    </section>
  );
}
