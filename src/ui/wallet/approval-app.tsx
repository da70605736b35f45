// The approval window: who asks (origin), for what (connect, message, every action with every field),
// on which account and network. Approve or reject; closing the window rejects (4001).
import { useCallback, useEffect, useState } from 'react';
import '../global-styles.css.js';
import { Button } from '../button.js';
import { callWallet } from '../../wallet/wallet-client';
import type { ActionView, ApprovalView } from '../../wallet/wallet-views';
import { DangerAcknowledgement, RiskNotices } from './risk-notices';
import { UnlockForm } from './unlock-screen';
import * as styles from './wallet.css';

const TITLES: Record<ApprovalView['kind'], string> = {
  connect: 'Connection request',
  signTransaction: 'Transaction request',
  signMessage: 'Message signature request',
  switchNetwork: 'Network switch request',
};

const APPROVE_LABELS: Record<ApprovalView['kind'], string> = {
  connect: 'Connect',
  signTransaction: 'Sign',
  signMessage: 'Sign',
  switchNetwork: 'Switch',
};

function ActionCard({ action, index }: { action: ActionView; index: number }) {
  return (
    <section className={styles.card} data-testid="approval-action">
      <div className={styles.row}>
        <strong>
          #{index + 1} {action.contract} :: {action.action}
        </strong>
      </div>
      <div className={styles.muted}>Authorized by {action.authorization.join(', ')}</div>
      <table className={styles.fieldTable}>
        <tbody>
          {action.fields.map((f) => (
            <tr key={f.path}>
              <td className={styles.fieldName}>{f.path}</td>
              <td className={`${styles.fieldCell} ${f.isAmount ? styles.amount : ''}`} data-testid="approval-field">
                {f.value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** "14:05" in the user's time zone. */
function clockTime(ms: number): string {
  return new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

export interface ApprovalAppProps {
  requestId: string;
  /** The request, already being fetched while the page's scripts loaded. */
  initialView?: Promise<ApprovalView | null>;
}

export function ApprovalApp({ requestId, initialView }: ApprovalAppProps) {
  const [view, setView] = useState<ApprovalView | null | undefined>(undefined);
  const [consent, setConsent] = useState(false);
  const [acknowledged, setAcknowledged] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async () => setView(await callWallet('approval:get', { id: requestId }).catch(() => null)),
    [requestId],
  );
  useEffect(() => {
    if (initialView) void initialView.then(setView);
    else void load();
  }, [load, initialView]);

  // Performance marks let the wallet benchmark time "request → window shown" and "click → response".
  useEffect(() => {
    if (view) performance.mark('arena:approval-shown');
  }, [view]);

  const decide = async (approved: boolean) => {
    performance.mark('arena:approval-decided');
    setBusy(true);
    const reply = await callWallet('approval:decide', { id: requestId, approved, consent, acknowledged }).catch(
      () => null,
    );
    // An approved request's window is closed by the background once the answer reached the page;
    // anything else (refused, already settled) can go now.
    if (!approved || !reply?.settled) window.close();
  };

  if (view === undefined)
    return (
      <div className={styles.approvalFrame}>
        <p className={styles.muted}>Loading…</p>
      </div>
    );
  if (view === null) {
    return (
      <div className={styles.approvalFrame}>
        <div className={styles.body}>
          <h1>Request expired</h1>
          <p className={styles.muted}>This request was already answered or cancelled.</p>
          <Button onClick={() => window.close()}>Close</Button>
        </div>
      </div>
    );
  }
  const needsConsent = view.transaction?.signOnly === true;
  const needsAcknowledgement = view.risks.some((risk) => risk.mustAcknowledge);
  const validUntil = view.transaction?.validUntil ?? null;
  return (
    <div className={styles.approvalFrame} data-testid="approval" data-kind={view.kind}>
      <header className={styles.header}>
        <span className={styles.brand}>
          <img className={styles.brandIcon} src="/icon/32.png" alt="" />
          {TITLES[view.kind]}
        </span>
        {view.transaction?.signOnly ? <span className={styles.muted}>sign only, not sent</span> : null}
      </header>
      <div className={styles.body}>
        <section className={styles.card}>
          <div className={styles.origin} data-testid="approval-origin">
            {view.origin}
          </div>
          <div className={styles.muted}>
            Account {view.account ?? '—'} · {view.network.name}
          </div>
          <div className={styles.mono} data-testid="approval-chain-id">
            Chain id {view.network.chainId ?? 'not read yet'}
          </div>
        </section>
        <RiskNotices risks={view.risks} />
        {view.locked ? (
          <section className={styles.card}>
            <p className={styles.muted}>Unlock Arena Wallet to continue.</p>
            <UnlockForm onUnlocked={() => void load()} />
          </section>
        ) : null}
        {view.kind === 'connect' ? (
          <p>This site wants to see your account name and public key, and to ask you for signatures.</p>
        ) : null}
        {view.switchTo ? (
          <section className={styles.card} data-testid="approval-switch">
            <p>
              This site asks to switch Arena Wallet to <strong>{view.switchTo.name}</strong>.
            </p>
            <div className={styles.mono}>Chain id {view.switchTo.chainId}</div>
          </section>
        ) : null}
        {view.nonce ? (
          <section className={styles.card}>
            <div className={styles.muted}>It also asks you to sign:</div>
            <div className={styles.mono}>{view.nonce}</div>
          </section>
        ) : null}
        {view.message !== null ? (
          <section className={styles.card}>
            <div className={styles.muted}>Message</div>
            <pre className={styles.mono} data-testid="approval-message" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {view.message}
            </pre>
          </section>
        ) : null}
        {view.transaction?.actions.map((action, index) => (
          <ActionCard key={index} action={action} index={index} />
        ))}
        {needsConsent ? (
          <label className={styles.checkbox}>
            <input
              type="checkbox"
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
              data-testid="approval-consent"
            />
            <span>
              I understand this transaction is signed but not sent: the site can broadcast it later
              {validUntil !== null ? (
                <>
                  , until about <span data-testid="approval-valid-until">{clockTime(validUntil)}</span> (1 hour after I
                  approve)
                </>
              ) : null}
              .
            </span>
          </label>
        ) : null}
        {needsAcknowledgement ? <DangerAcknowledgement checked={acknowledged} onChange={setAcknowledged} /> : null}
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          block
          disabled={busy}
          onClick={() => void decide(false)}
          data-testid="approval-reject"
        >
          Reject
        </Button>
        <Button
          block
          disabled={busy || view.locked || (needsConsent && !consent) || (needsAcknowledgement && !acknowledged)}
          onClick={() => void decide(true)}
          data-testid="approval-approve"
        >
          {busy ? 'Working…' : APPROVE_LABELS[view.kind]}
        </Button>
      </div>
    </div>
  );
}
