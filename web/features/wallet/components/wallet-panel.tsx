// The Wallet section of /my-profile: detect Arena Wallet (or any Ultra Wallet provider), connect, get a
// dev-chain account for the wallet's key, link the account to Arena by signing a challenge, and receive
// demo UOS on the development chain. The page passes the user's walletId and refreshes it on change.
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { TextInput } from '../../../../src/ui/text-input.js';
import { readableUosAmount } from '../../../../src/domain/uos.js';
import { errorText } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { ExtensionInstall } from '../../../app/wallet/extension-install.js';
import { useChainInfo } from '../api/get-chain-info.js';
import { useUosBalance } from '../api/get-uos-balance.js';
import { useCreateChainAccount } from '../api/create-chain-account.js';
import { useLinkWallet, useUnlinkWallet } from '../api/link-wallet.js';
import { useRequestFaucet } from '../api/request-faucet.js';
import {
  connectWallet,
  detectWallet,
  disconnectWallet,
  useWalletConnection,
} from '../hooks/wallet-connection-store.js';
import { walletRejectionText } from '../../../app/wallet/ultra-window.js';
import * as styles from './wallet-panel.css.js';

export interface WalletPanelProps {
  walletId: string | null;
  onWalletIdChange: () => void;
}

export function WalletPanel({ walletId, onWalletIdChange }: WalletPanelProps) {
  const connection = useWalletConnection();
  const chain = useChainInfo();
  const balance = useUosBalance(chain.data?.rpcUrl, walletId);
  const link = useLinkWallet(onWalletIdChange);
  const unlink = useUnlinkWallet(onWalletIdChange);
  const faucet = useRequestFaucet();

  useEffect(() => {
    if (connection.status === 'detecting') void detectWallet();
  }, [connection.status]);

  const builtIn = chain.data?.builtIn ?? false;
  const linkedHere = walletId !== null && walletId === connection.accountName;

  return (
    <section className={styles.panel} aria-labelledby="wallet-title" data-testid="wallet-panel">
      <h2 id="wallet-title" className={styles.title}>
        Wallet
      </h2>
      <dl className={styles.facts}>
        <dt className={styles.factLabel}>Linked account</dt>
        <dd className={styles.mono} data-testid="linked-wallet">
          {walletId ?? 'None yet'}
        </dd>
        {walletId ? (
          <>
            <dt className={styles.factLabel}>Balance</dt>
            <dd className={styles.mono} data-testid="wallet-balance">
              {balance.data === undefined ? '…' : `${readableUosAmount(balance.data)} UOS`}
            </dd>
          </>
        ) : null}
      </dl>

      {connection.status === 'absent' ? (
        <>
          <p className={styles.muted}>
            Arena Wallet holds your keys and signs prize escrow, tickets and rewards. Install it to link a wallet.
          </p>
          <ExtensionInstall stepsClassName={styles.steps} />
          <p className={styles.muted}>Then create your wallet in the extension and come back to this page.</p>
          <div className={styles.row}>
            <Button variant="secondary" size="sm" onClick={() => void detectWallet()}>
              I installed it
            </Button>
          </div>
        </>
      ) : null}

      {builtIn && !walletId ? <ChainAccountForm /> : null}

      {connection.status === 'disconnected' ||
      connection.status === 'connecting' ||
      connection.status === 'detecting' ? (
        <div className={styles.row}>
          <Button onClick={() => void connectWallet()} disabled={connection.status !== 'disconnected'}>
            {connection.status === 'connecting' ? 'Waiting for the wallet…' : 'Connect wallet'}
          </Button>
          {connection.error ? (
            <p className={styles.error} role="alert">
              {connection.error}
            </p>
          ) : null}
        </div>
      ) : null}

      {connection.status === 'connected' ? (
        <>
          <p className={styles.muted}>
            Connected to{' '}
            <span className={styles.mono} data-testid="connected-account">
              {connection.accountName}
            </span>
          </p>
          <div className={styles.row}>
            {!linkedHere ? (
              <Button onClick={() => link.mutate(connection.accountName!)} disabled={link.isPending}>
                {link.isPending ? 'Sign in the wallet…' : 'Link this wallet'}
              </Button>
            ) : null}
            {walletId ? (
              <Button variant="ghost" onClick={() => unlink.mutate()} disabled={unlink.isPending}>
                Unlink
              </Button>
            ) : null}
            {builtIn && walletId ? (
              <Button variant="secondary" onClick={() => faucet.mutate()} disabled={faucet.isPending}>
                Get demo UOS
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={() => void disconnectWallet()}>
              Disconnect
            </Button>
          </div>
          {link.isError ? (
            <p className={styles.error} role="alert">
              {linkErrorText(link.error)}
            </p>
          ) : null}
          {link.isSuccess ? <p className={styles.success}>Your wallet is linked.</p> : null}
          {faucet.isSuccess ? (
            <p className={styles.success}>
              {readableUosAmount(faucet.data.quantity.replace(/ UOS$/, ''))} UOS are on their way.
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}

/** Why the link failed, under the Link button: the server's refusal by its catalogue text, or the wallet's. */
export function linkErrorText(error: unknown): string {
  if (isApiError(error)) return errorText(error.body?.message);
  return error instanceof Error ? 'The link could not be completed.' : walletRejectionText(error);
}

/** Dev chain only: paste the public key shown in Arena Wallet to get a chain account for it. */
function ChainAccountForm() {
  const [publicKey, setPublicKey] = useState('');
  const create = useCreateChainAccount();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(publicKey.trim());
  };
  return (
    <form onSubmit={submit} className={styles.panel} aria-label="Create a chain account">
      <p className={styles.muted}>
        New wallet? Paste the public key Arena Wallet shows under Account, and Arena creates a chain account for it on
        the development chain.
      </p>
      <TextInput
        label="Wallet public key"
        name="publicKey"
        value={publicKey}
        onValueChange={setPublicKey}
        hint="Starts with PUB_K1_ or EOS"
      />
      <div className={styles.row}>
        <Button type="submit" disabled={create.isPending || publicKey.trim() === ''}>
          Create my chain account
        </Button>
      </div>
      {create.isSuccess ? (
        <p className={styles.success} role="status">
          Your account is{' '}
          <span className={styles.mono} data-testid="created-account">
            {create.data.accountName}
          </span>
          . In Arena Wallet choose “Find my account”, then connect here.
        </p>
      ) : null}
    </form>
  );
}
