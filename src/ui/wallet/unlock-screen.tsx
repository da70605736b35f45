// The locked state: one password field. Used by the popup and inside the approval window.
import { useState } from 'react';
import { Button } from '../button.js';
import { TextInput } from '../text-input.js';
import { callWallet } from '../../wallet/wallet-client';
import { useWalletAction } from './use-wallet-action';
import { walletErrorText } from './wallet-error-text';
import * as styles from './wallet.css';

export function UnlockForm({ onUnlocked }: { onUnlocked: () => void }) {
  const [password, setPassword] = useState('');
  const { busy, error, run } = useWalletAction();
  const submit = async () => {
    const done = await run(() => callWallet('wallet:unlock', { password }));
    setPassword('');
    if (done) onUnlocked();
  };
  return (
    <form
      className={styles.stack}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="unlock"
    >
      <TextInput
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        name="password"
        autoFocus
      />
      {error ? (
        <p className={styles.errorText} role="alert">
          {walletErrorText(error)}
        </p>
      ) : null}
      <Button type="submit" block disabled={busy || password === ''} data-testid="unlock-submit">
        Unlock
      </Button>
    </form>
  );
}
