// One Uniq in full: image, token and factory names, serial, attributes, and "Send" (an eosio.nft.ft
// transfer approved in the approval window like any other request).
import { useState } from 'react';
import { Button } from '../button.js';
import { TextInput } from '../text-input.js';
import { callWallet } from '../../wallet/wallet-client';
import type { UniqView } from '../../wallet/wallet-views';
import { useWalletAction } from './use-wallet-action';
import { walletErrorText } from './wallet-error-text';
import * as styles from './wallet.css';

export function UniqDetail({ uniq, onBack }: { uniq: UniqView; onBack: () => void }) {
  const [to, setTo] = useState('');
  const [memo, setMemo] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, run } = useWalletAction();

  const send = async () => {
    const done = await run(() => callWallet('uniq:transfer', { tokenId: uniq.id, to, memo }));
    if (done) setSent(true);
  };

  return (
    <div className={styles.body} data-testid="uniq-detail">
      <Button variant="ghost" size="sm" onClick={onBack} data-testid="uniq-back">
        ← Back
      </Button>
      <section className={styles.card}>
        {uniq.image ? (
          <img className={styles.uniqDetailImage} src={uniq.image} alt="" data-testid="uniq-detail-image" />
        ) : null}
        <h2 data-testid="uniq-detail-name">{uniq.name}</h2>
        {uniq.description ? <p className={styles.muted}>{uniq.description}</p> : null}
        <table className={styles.fieldTable}>
          <tbody>
            <tr>
              <td className={styles.fieldName}>factory</td>
              <td className={styles.fieldCell} data-testid="uniq-detail-factory">
                #{uniq.factoryId}
                {uniq.factoryName ? ` · ${uniq.factoryName}` : ''}
              </td>
            </tr>
            <tr>
              <td className={styles.fieldName}>serial</td>
              <td className={styles.fieldCell}>#{uniq.serial}</td>
            </tr>
            <tr>
              <td className={styles.fieldName}>token id</td>
              <td className={styles.fieldCell}>{uniq.id}</td>
            </tr>
            {uniq.attributes.map((a) => (
              <tr key={a.name} data-testid="uniq-attribute">
                <td className={styles.fieldName}>{a.name}</td>
                <td className={styles.fieldCell}>{a.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>Send</h2>
        <form
          className={styles.stack}
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextInput
            label="Recipient account"
            value={to}
            onValueChange={(v) => setTo(v.toLowerCase())}
            name="uniqRecipient"
            maxLength={12}
          />
          <TextInput label="Memo" value={memo} onValueChange={setMemo} name="uniqMemo" maxLength={256} />
          <Button type="submit" block disabled={busy || to === ''} data-testid="uniq-send">
            Send for approval
          </Button>
        </form>
        {sent ? (
          <p className={styles.muted} role="status">
            Approve the transfer in the approval window.
          </p>
        ) : null}
        {error ? (
          <p className={styles.errorText} role="alert">
            {walletErrorText(error)}
          </p>
        ) : null}
      </section>
    </div>
  );
}
