// The toolbar popup: onboarding, unlock, then the wallet (assets and settings) with a lock button.
import { useCallback, useEffect, useState } from 'react';
import '../global-styles.css.js';
import { Button } from '../button.js';
import { callWallet } from '../../wallet/wallet-client';
import type { WalletOverview } from '../../wallet/wallet-views';
import { AccountSetup } from './account-setup';
import { BackupScreen } from './backup-screen';
import { HomeScreen } from './home-screen';
import { OnboardingScreen } from './onboarding-screen';
import { SettingsScreen } from './settings-screen';
import { UnlockForm } from './unlock-screen';
import * as styles from './wallet.css';

type Tab = 'home' | 'settings';

export function PopupApp() {
  const [overview, setOverview] = useState<WalletOverview | null>(null);
  const [backup, setBackup] = useState<{ publicKey: string; privateKey: string } | null>(null);
  const [tab, setTab] = useState<Tab>('home');
  const [loadError, setLoadError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setOverview(await callWallet('wallet:overview', {}));
      setLoadError(null);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : 'Arena Wallet is not responding');
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const lock = async () => setOverview(await callWallet('wallet:lock', {}));

  let content;
  if (backup) {
    content = (
      <BackupScreen
        {...backup}
        onDone={() => {
          setBackup(null);
          void reload();
        }}
      />
    );
  } else if (!overview) {
    content = (
      <div className={styles.body}>
        {loadError ? <p className={styles.errorText}>{loadError}</p> : <p className={styles.muted}>Loading…</p>}
      </div>
    );
  } else if (!overview.initialized) {
    content = <OnboardingScreen onCreated={setBackup} onImported={() => void reload()} />;
  } else if (!overview.unlocked) {
    content = (
      <div className={styles.body}>
        <h1>Unlock Arena Wallet</h1>
        <UnlockForm onUnlocked={() => void reload()} />
      </div>
    );
  } else if (overview.accounts.length === 0) {
    content = (
      <div className={styles.body}>
        <AccountSetup overview={overview} onChange={setOverview} />
      </div>
    );
  } else {
    content = (
      <>
        <nav className={styles.tabs} role="tablist">
          <button
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === 'home'}
            onClick={() => setTab('home')}
            data-testid="tab-home"
          >
            Wallet
          </button>
          <button
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === 'settings'}
            onClick={() => setTab('settings')}
            data-testid="tab-settings"
          >
            Settings
          </button>
        </nav>
        {tab === 'home' ? (
          <HomeScreen overview={overview} onChange={setOverview} />
        ) : (
          <SettingsScreen overview={overview} onChange={setOverview} />
        )}
      </>
    );
  }

  return (
    <div className={styles.popupFrame}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <img className={styles.brandIcon} src="/icon/32.png" alt="" />
          Arena Wallet
        </span>
        {overview?.unlocked && !backup ? (
          <Button variant="ghost" size="sm" onClick={() => void lock()} data-testid="lock">
            Lock
          </Button>
        ) : null}
      </header>
      {content}
    </div>
  );
}
