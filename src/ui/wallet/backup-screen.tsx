// Shown once after creating a wallet: the new private key, for the user to write down. It lives only
// in this component's props; leaving the screen drops it and the popup cannot show it again.
import { useState } from 'react';
import { Button } from '../button.js';
import * as styles from './wallet.css';

export function BackupScreen({
  privateKey,
  publicKey,
  onDone,
}: {
  privateKey: string;
  publicKey: string;
  onDone: () => void;
}) {
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.body} data-testid="backup">
      <h1>Back up your key</h1>
      <p className={styles.muted}>Anyone with this key controls your account. Arena Wallet will not show it again.</p>
      <div className={styles.secret} data-testid="backup-private-key">
        {privateKey}
      </div>
      <p className={styles.muted}>Public key</p>
      <div className={styles.mono} data-testid="backup-public-key">
        {publicKey}
      </div>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={saved}
          onChange={(e) => setSaved(e.target.checked)}
          data-testid="backup-confirm"
        />
        I have saved my private key somewhere safe.
      </label>
      <Button block disabled={!saved} onClick={onDone} data-testid="backup-done">
        Continue
      </Button>
    </div>
  );
}
