// Settings: networks (select, add, remove, Arena node URL), trusted sites (revoke), auto-lock, keys.
import { useState } from 'react';
import { Button } from '../button.js';
import { TextInput } from '../text-input.js';
import { callWallet } from '../../wallet/wallet-client';
import type { WalletOverview } from '../../wallet/wallet-views';
import { AccountSetup } from './account-setup';
import { useWalletAction } from './use-wallet-action';
import { walletErrorText } from './wallet-error-text';
import * as styles from './wallet.css';

type Props = { overview: WalletOverview; onChange: (o: WalletOverview) => void };

function NetworkSettings({ overview, onChange }: Props) {
  const arena = overview.networks.find((n) => !n.isCustom);
  const [arenaUrl, setArenaUrl] = useState(arena?.nodeUrl ?? '');
  const [name, setName] = useState('');
  const [nodeUrl, setNodeUrl] = useState('');
  const [explorerTxUrl, setExplorerTxUrl] = useState('');
  const { busy, error, run } = useWalletAction();
  const apply = async (task: () => Promise<WalletOverview>) => {
    const next = await run(task);
    if (next) onChange(next);
    return next;
  };
  return (
    <section className={styles.card} data-testid="network-settings">
      <h2 className={styles.sectionTitle}>Networks</h2>
      <ul className={styles.list}>
        {overview.networks.map((n) => (
          <li key={n.id} className={styles.listItem}>
            <label className={styles.checkbox} style={{ flex: 1 }}>
              <input
                type="radio"
                name="network"
                checked={overview.network.id === n.id}
                onChange={() => void apply(() => callWallet('network:select', { id: n.id }))}
              />
              <span>
                {n.name}
                <span className={styles.muted}> {n.nodeUrl}</span>
              </span>
            </label>
            {n.isCustom ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => void apply(() => callWallet('network:remove', { id: n.id }))}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <form
        className={styles.stack}
        onSubmit={(e) => {
          e.preventDefault();
          void apply(() => callWallet('network:set-arena-url', { nodeUrl: arenaUrl }));
        }}
      >
        <TextInput
          label="Arena node URL"
          value={arenaUrl}
          onValueChange={setArenaUrl}
          name="arenaNodeUrl"
          data-testid="arena-url"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={busy} data-testid="arena-url-save">
          Save Arena node
        </Button>
      </form>
      <form
        className={styles.stack}
        onSubmit={(e) => {
          e.preventDefault();
          void apply(() => callWallet('network:add', { name, nodeUrl, explorerTxUrl })).then((next) => {
            if (next) {
              setName('');
              setNodeUrl('');
              setExplorerTxUrl('');
            }
          });
        }}
      >
        <TextInput label="New network name" value={name} onValueChange={setName} name="networkName" maxLength={40} />
        <TextInput
          label="Node URL"
          value={nodeUrl}
          onValueChange={setNodeUrl}
          name="networkUrl"
          hint="HTTPS; plain http only for localhost and 127.0.0.1"
        />
        <TextInput
          label="Explorer transaction URL (optional)"
          value={explorerTxUrl}
          onValueChange={setExplorerTxUrl}
          name="networkExplorer"
          hint="{id} stands for the transaction id, e.g. https://explorer.example/tx/{id}"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={busy || !name || !nodeUrl}>
          Add network
        </Button>
      </form>
      {error ? (
        <p className={styles.errorText} role="alert">
          {walletErrorText(error)}
        </p>
      ) : null}
    </section>
  );
}

function TrustedSites({ overview, onChange }: Props) {
  return (
    <section className={styles.card} data-testid="trusted-sites">
      <h2 className={styles.sectionTitle}>Trusted sites</h2>
      {overview.trustedOrigins.length === 0 ? <p className={styles.muted}>No site is connected.</p> : null}
      <ul className={styles.list}>
        {overview.trustedOrigins.map((t) => (
          <li key={t.origin} className={styles.listItem} data-testid="trusted-site">
            <span className={styles.origin} style={{ flex: 1 }}>
              {t.origin}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void callWallet('trusted:revoke', { origin: t.origin }).then(onChange)}
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SecuritySettings({ overview, onChange }: Props) {
  const [minutes, setMinutes] = useState(String(overview.autoLockMinutes));
  const [privateKey, setPrivateKey] = useState('');
  const { busy, error, run } = useWalletAction();
  return (
    <section className={styles.card}>
      <h2 className={styles.sectionTitle}>Security</h2>
      <form
        className={styles.stack}
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => callWallet('preferences:set-auto-lock', { minutes: Number(minutes) })).then(
            (n) => n && onChange(n),
          );
        }}
      >
        <TextInput
          label="Auto-lock after (minutes idle)"
          type="number"
          min={1}
          max={1440}
          value={minutes}
          onValueChange={setMinutes}
          name="autoLock"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={busy}>
          Save
        </Button>
      </form>
      <form
        className={styles.stack}
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => callWallet('wallet:add-key', { privateKey })).then((n) => {
            setPrivateKey('');
            if (n) onChange(n);
          });
        }}
      >
        <TextInput
          label="Import another private key"
          type="password"
          autoComplete="off"
          value={privateKey}
          onValueChange={setPrivateKey}
          name="addKey"
        />
        <Button type="submit" variant="secondary" size="sm" disabled={busy || privateKey === ''}>
          Import key
        </Button>
      </form>
      {error ? (
        <p className={styles.errorText} role="alert">
          {walletErrorText(error)}
        </p>
      ) : null}
    </section>
  );
}

export function SettingsScreen(props: Props) {
  return (
    <div className={styles.body}>
      <AccountSetup {...props} />
      <NetworkSettings {...props} />
      <TrustedSites {...props} />
      <SecuritySettings {...props} />
    </div>
  );
}
