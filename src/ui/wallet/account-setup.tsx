// Ties a key to its chain account: look the key up on the current network (get_accounts_by_authorizers)
// or type the account name the platform created for it.
import { useState } from 'react';
import { Button } from '../button.js';
import { TextInput } from '../text-input.js';
import { callWallet } from '../../wallet/wallet-client';
import type { WalletOverview } from '../../wallet/wallet-views';
import { discoveryReportText } from './discovery-report';
import { useWalletAction } from './use-wallet-action';
import { walletErrorText } from './wallet-error-text';
import * as styles from './wallet.css';

export function AccountSetup({
  overview,
  onChange,
}: {
  overview: WalletOverview;
  onChange: (o: WalletOverview) => void;
}) {
  const [publicKey, setPublicKey] = useState(overview.publicKeys[0] ?? '');
  const [accountName, setAccountName] = useState('');
  const [permission, setPermission] = useState('active');
  const [report, setReport] = useState<string | null>(null);
  const { busy, error, run } = useWalletAction();

  const discover = async () => {
    setReport(null);
    const next = await run(() => callWallet('account:discover', {}));
    if (next) {
      setReport(discoveryReportText(next.report, next.overview.arenaUrl));
      onChange(next.overview);
    }
  };
  const save = async () => {
    const next = await run(() => callWallet('account:set', { publicKey, accountName, permission }));
    if (next) {
      setAccountName('');
      onChange(next);
    }
  };

  return (
    <section className={styles.card} data-testid="account-setup">
      <h2 className={styles.sectionTitle}>Account</h2>
      {overview.selected ? (
        <div>
          <div className={styles.muted}>In use on {overview.network.name}</div>
          <div className={styles.balance} data-testid="account-in-use">
            {overview.selected}
          </div>
        </div>
      ) : null}
      <p className={styles.muted}>Arena creates your chain account from your key. Find it, or type its name.</p>
      {overview.publicKeys.length > 1 ? (
        <select
          className={styles.select}
          value={publicKey}
          onChange={(e) => setPublicKey(e.target.value)}
          aria-label="Key"
        >
          {overview.publicKeys.map((key) => (
            <option key={key} value={key}>
              {key}
            </option>
          ))}
        </select>
      ) : (
        <div className={styles.mono} data-testid="public-key">
          {publicKey}
        </div>
      )}
      <Button variant="secondary" block disabled={busy} onClick={() => void discover()} data-testid="discover-accounts">
        Find my account on {overview.network.name}
      </Button>
      {report ? (
        <p className={styles.muted} role="status" data-testid="discover-report">
          {report}
        </p>
      ) : null}
      <form
        className={styles.stack}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <TextInput
          label="Account name"
          value={accountName}
          onValueChange={(v) => setAccountName(v.toLowerCase())}
          name="accountName"
          maxLength={12}
          hint="a-z, 1-5 and dots, up to 12"
        />
        <TextInput label="Permission" value={permission} onValueChange={setPermission} name="permission" />
        <Button type="submit" block disabled={busy || accountName === ''} data-testid="account-save">
          Use this account
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
