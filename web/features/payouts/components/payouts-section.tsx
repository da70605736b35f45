// The organizer's "Rewards and closing" section (issue 12 §2): the distribution computed from the final
// placements (a preview until the phase starts), then each payment with its status and chain transaction (a
// link when a block explorer is configured), retry of a failed payment, and the escrow balance
// (escrowed = paid + returned + held, in flight being part of held).
import { useState } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { errorText } from '../../../app/api/error-texts.js';
import type { EscrowBalance, PrizePayment } from '../../../../src/contract/payouts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { usePayouts } from '../api/get-payouts.js';
import { useRetryPayment } from '../api/retry-payment.js';
import {
  DISTRIBUTION_LABELS,
  ESCROW_LINES,
  PAYMENT_LABELS,
  PAYMENT_TONES,
  paymentAmount,
  totalsText,
} from '../model/payout-labels.js';
import * as styles from './payouts.css.js';

export function PayoutsSection({ tournamentId }: { tournamentId: string }) {
  const payouts = usePayouts(tournamentId);
  const retry = useRetryPayment(tournamentId);
  const [retried, setRetried] = useState<string | null>(null);

  if (payouts.isPending) return <p className={styles.muted}>Loading the rewards…</p>;
  if (!payouts.data) return <p className={styles.alert}>The rewards could not be loaded.</p>;
  const view = payouts.data;
  const preview = view.payments.some((payment) => payment.id === null);
  const retryError = retried && retry.error ? errorText(isApiError(retry.error) ? retry.error.code : null) : null;

  return (
    <div className={styles.section} data-testid="payouts">
      <p className={styles.muted} data-testid="payouts-status">
        {DISTRIBUTION_LABELS[view.status]}
        {view.status === 'SCHEDULED' && view.startsAt ? ` Starts ${new Date(view.startsAt).toLocaleString()}.` : ''}
      </p>
      {view.escrow ? <EscrowBalanceList balance={view.escrow} /> : null}
      {view.payments.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-label={preview ? 'Computed distribution' : 'Prize payments'}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  Rank
                </th>
                <th className={styles.th} scope="col">
                  Recipient
                </th>
                <th className={styles.th} scope="col">
                  Asset
                </th>
                <th className={styles.th} scope="col">
                  Amount
                </th>
                <th className={styles.th} scope="col">
                  Status
                </th>
                <th className={styles.th} scope="col">
                  Transaction
                </th>
                <th className={styles.th} scope="col">
                  <span>Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {view.payments.map((payment, index) => (
                <PaymentRow
                  key={
                    payment.id ??
                    `${payment.registrationId}:${payment.recipient.id}:${payment.asset}:${payment.factoryId ?? ''}:${index}`
                  }
                  payment={payment}
                  retrying={retry.isPending && retry.variables === payment.id}
                  error={retried === payment.id ? retryError : null}
                  onRetry={(id) => {
                    setRetried(id);
                    retry.mutate(id);
                  }}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

function EscrowBalanceList({ balance }: { balance: EscrowBalance }) {
  return (
    <dl className={styles.balance} aria-label="Escrow balance" data-testid="escrow-balance">
      {ESCROW_LINES.map((line) => (
        <div key={line.key} className={styles.balanceItem}>
          <dt className={styles.balanceLabel}>{line.label}</dt>
          <dd className={styles.balanceValue} data-testid={`escrow-${line.key}`}>
            {totalsText(balance[line.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

interface PaymentRowProps {
  payment: PrizePayment;
  retrying: boolean;
  error: string | null;
  onRetry: (paymentId: string) => void;
}

function PaymentRow({ payment, retrying, error, onRetry }: PaymentRowProps) {
  const transaction = payment.transactionId;
  return (
    <tr data-testid="payment-row">
      <td className={styles.td}>{payment.rank}</td>
      <td className={styles.td}>{payment.recipient.nickname}</td>
      <td className={styles.td}>{payment.asset === 'UOS' ? 'UOS' : 'Uniq'}</td>
      <td className={`${styles.td} ${styles.mono}`}>{paymentAmount(payment)}</td>
      <td className={styles.td}>
        <Badge tone={PAYMENT_TONES[payment.status]}>{PAYMENT_LABELS[payment.status]}</Badge>
        {payment.status === 'FAILED' && payment.lastError ? <p className={styles.error}>{payment.lastError}</p> : null}
      </td>
      <td className={`${styles.td} ${styles.mono}`}>
        {transaction === null ? (
          '—'
        ) : payment.explorerUrl ? (
          <a
            href={payment.explorerUrl}
            target="_blank"
            rel="noreferrer"
            aria-label={`Transaction ${transaction} in the block explorer`}
          >
            {transaction}
          </a>
        ) : (
          transaction
        )}
      </td>
      <td className={styles.td}>
        {payment.status === 'FAILED' && payment.id ? (
          <Button variant="secondary" size="sm" disabled={retrying} onClick={() => onRetry(payment.id!)}>
            {retrying ? 'Retrying…' : 'Retry'}
          </Button>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
