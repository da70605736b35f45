// The unlocked popup's main view: selected account, UOS balance, Uniqs held, on-chain activity (prizes
// received included) and the transactions this wallet signed.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../button.js';
import { callWallet } from '../../wallet/wallet-client';
import type { PortfolioView, WalletOverview } from '../../wallet/wallet-views';
import { UniqDetail } from './uniq-detail';
import * as styles from './wallet.css';

const REFRESH_MS = 3_000;

export function HomeScreen({
  overview,
  onChange,
}: {
  overview: WalletOverview;
  onChange: (o: WalletOverview) => void;
}) {
  const [portfolio, setPortfolio] = useState<PortfolioView | null>(null);
  const [openUniq, setOpenUniq] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setPortfolio(await callWallet('portfolio:get', {}));
    } catch {
      // keep the last view; the next refresh tries again
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh, overview.selected, overview.network.id]);

  const selectAccount = async (ref: string) => {
    const [accountName, permission] = ref.split('@');
    onChange(await callWallet('account:select', { accountName, permission }));
  };

  const shownUniq = openUniq ? portfolio?.uniqs.find((u) => u.id === openUniq) : undefined;
  if (shownUniq) return <UniqDetail uniq={shownUniq} onBack={() => setOpenUniq(null)} />;

  return (
    <div className={styles.body}>
      <section className={styles.card}>
        <div className={styles.row}>
          <h2 className={styles.sectionTitle}>Account</h2>
          <span className={styles.muted} data-testid="network-name">
            {overview.network.name}
          </span>
        </div>
        {overview.accounts.length > 1 ? (
          <select
            className={styles.select}
            value={overview.selected ?? ''}
            onChange={(e) => void selectAccount(e.target.value)}
            aria-label="Account"
            data-testid="account-select"
          >
            {overview.accounts.map((a) => {
              const ref = `${a.accountName}@${a.permission}`;
              return (
                <option key={ref} value={ref}>
                  {ref}
                </option>
              );
            })}
          </select>
        ) : (
          <div className={styles.balance} data-testid="account-name">
            {overview.selected?.split('@')[0]}
          </div>
        )}
        <div>
          <div className={styles.balance} data-testid="balance">
            {portfolio ? (portfolio.balance ?? '—') : '…'}
          </div>
          {portfolio?.error ? (
            <p className={styles.errorText} data-testid="portfolio-error">
              {portfolio.error}
            </p>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={() => void refresh()}>
          Refresh
        </Button>
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>Uniqs</h2>
        {portfolio && portfolio.uniqs.length === 0 ? <p className={styles.muted}>No Uniqs yet.</p> : null}
        <ul className={styles.list} data-testid="uniqs">
          {portfolio?.uniqs.map((u) => (
            <li key={u.id} className={styles.listItem} data-testid="uniq">
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => setOpenUniq(u.id)}
                data-testid="uniq-open"
              >
                {u.image ? (
                  <img className={styles.uniqImage} src={u.image} alt="" />
                ) : (
                  <div className={styles.uniqImage} aria-hidden />
                )}
                <div>
                  <div data-testid="uniq-name">{u.name}</div>
                  <div className={styles.muted}>
                    Factory #{u.factoryId} · Serial #{u.serial}
                  </div>
                </div>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>Activity</h2>
        {portfolio && portfolio.activity.length === 0 ? (
          <p className={styles.muted}>No activity on chain yet.</p>
        ) : null}
        <ul className={styles.list} data-testid="activity">
          {portfolio?.activity.map((entry, index) => (
            <li key={`${entry.transactionId}-${index}`} className={styles.listItem} data-testid="activity-entry">
              <div className={styles.stack}>
                <div>
                  {entry.prize ? <strong>Arena prize · </strong> : null}
                  {entry.summary}
                </div>
                <div className={styles.muted}>
                  {new Date(entry.at).toLocaleString()}
                  {entry.memo && !entry.prize ? ` · ${entry.memo}` : ''}
                </div>
                {entry.explorerUrl ? (
                  <a className={styles.link} href={entry.explorerUrl} target="_blank" rel="noopener noreferrer">
                    View on the explorer
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>Recent transactions</h2>
        {portfolio && portfolio.transactions.length === 0 ? <p className={styles.muted}>Nothing signed yet.</p> : null}
        <ul className={styles.list} data-testid="transactions">
          {portfolio?.transactions.map((t) => (
            <li key={t.transactionId} className={styles.listItem} data-testid="transaction">
              <div className={styles.stack}>
                <div>{t.actions.map((a) => `${a.contract}::${a.action} ${a.summary}`).join('; ')}</div>
                <div className={styles.muted}>
                  {new Date(t.at).toLocaleString()} · {t.origin}
                </div>
                <div className={styles.mono}>{t.transactionId}</div>
                {t.explorerUrl ? (
                  <a
                    className={styles.link}
                    href={t.explorerUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-testid="transaction-link"
                  >
                    View on the explorer
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
