// First run: create a new key or import one, protected by a password.
import { useState } from 'react';
import { Button } from '../button.js';
import { TextInput } from '../text-input.js';
import { callWallet } from '../../wallet/wallet-client';
import { useWalletAction } from './use-wallet-action';
import { walletErrorText } from './wallet-error-text';
import * as styles from './wallet.css';

export interface OnboardingScreenProps {
  onCreated: (backup: { publicKey: string; privateKey: string }) => void;
  onImported: () => void;
}

export function OnboardingScreen({ onCreated, onImported }: OnboardingScreenProps) {
  const [mode, setMode] = useState<'create' | 'import'>('create');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [privateKey, setPrivateKey] = useState('');
  const { busy, error, run, setError } = useWalletAction();

  const submit = async () => {
    if (password.length < 8) return setError('Vault: weak-password');
    if (password !== confirm) return setError('The passwords do not match.');
    if (mode === 'create') {
      const created = await run(() => callWallet('wallet:create', { password }));
      if (created) onCreated(created);
    } else {
      const imported = await run(() => callWallet('wallet:import', { password, privateKey }));
      if (imported) onImported();
    }
  };

  return (
    <form
      className={styles.body}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      data-testid="onboarding"
    >
      <h1>Welcome to Arena Wallet</h1>
      <div className={styles.tabs} role="tablist">
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={mode === 'create'}
          onClick={() => setMode('create')}
          data-testid="mode-create"
        >
          Create wallet
        </button>
        <button
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={mode === 'import'}
          onClick={() => setMode('import')}
          data-testid="mode-import"
        >
          Import key
        </button>
      </div>
      {mode === 'import' ? (
        <TextInput
          label="Private key"
          type="password"
          autoComplete="off"
          value={privateKey}
          onValueChange={setPrivateKey}
          name="privateKey"
          hint="PVT_K1_… or a 5… WIF key"
        />
      ) : (
        <p className={styles.muted}>A new key is made on this device. You will see it once, to back it up.</p>
      )}
      <TextInput
        label="Password"
        type="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        name="password"
        hint="At least 8 characters; it encrypts the key on this device."
      />
      <TextInput
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onValueChange={setConfirm}
        name="confirm"
      />
      {error ? (
        <p className={styles.errorText} role="alert">
          {walletErrorText(error)}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} block data-testid="onboarding-submit">
        {mode === 'create' ? 'Create wallet' : 'Import key'}
      </Button>
    </form>
  );
}
