// Sending the prizes (issue 13 §3): once the leaderboard has ended, each prize of the prize pool is sent once
// to the players ranked for it, from the escrow, straight to their wallets. The organizer sends them all or
// one by one and follows every payment (a winner without a wallet is paid when they link one).
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { errorText } from '../../../app/api/error-texts.js';
import { readableUosAmount } from '../../../../src/domain/uos.js';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { isApiError } from '../../../app/api/api-error.js';
import { PAYMENT_LABELS, PAYMENT_TONES } from '../../../app/labels/payment-status.js';
import {
  useLeaderboardRewards,
  useReverseLeaderboardEscrow,
  useSendLeaderboardRewards,
} from '../api/leaderboard-rewards.js';
import { ranksLabel } from '../model/leaderboard-labels.js';
import * as styles from './leaderboard-admin.css.js';

const amountText = (uosAmount: string | null, uniqs: number) =>
  [
    uosAmount && /[1-9]/.test(uosAmount) ? `${readableUosAmount(uosAmount)} UOS` : null,
    uniqs > 0 ? `${uniqs} Uniq${uniqs === 1 ? '' : 's'}` : null,
  ]
    .filter(Boolean)
    .join(' + ') || 'Nothing';

export function LeaderboardRewardsPanel({ leaderboard }: { leaderboard: LeaderboardDetail }) {
  const rewards = useLeaderboardRewards(leaderboard.id, leaderboard.prizepool.rewards.length > 0);
  const send = useSendLeaderboardRewards(leaderboard.id);
  const reverse = useReverseLeaderboardEscrow(leaderboard.id);
  if (leaderboard.prizepool.rewards.length === 0) return null;
  if (rewards.isPending) return <Spinner label="Loading the rewards…" />;
  if (rewards.isError) return null;
  const data = rewards.data;
  const refusal = isApiError(send.error) ? send.error : null;

  return (
    <section className={styles.box} aria-labelledby="rewards-title" data-testid="leaderboard-rewards">
      <h2 id="rewards-title" className={styles.subtitle}>
        Rewards
      </h2>
      {!data.canSend ? (
        <p className={styles.muted}>The prizes can be sent once the leaderboard has ended.</p>
      ) : data.allSent ? (
        <p className={styles.success}>Every prize has been sent.</p>
      ) : data.nobodyRanked ? (
        // Nobody to pay (issue 26 §5.5): say so, and offer the escrow back instead of a send that is refused.
        <div className={styles.fieldset} data-testid="leaderboard-nobody-ranked">
          <p className={styles.muted}>
            Nobody is ranked for these prizes, so they cannot be sent.
            {data.escrowHeld ? ' Reverse the escrow to return them to your wallet.' : ''}
          </p>
          {data.escrowHeld ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => reverse.mutate()} disabled={reverse.isPending}>
                {reverse.isPending ? 'Returning…' : 'Reverse escrow'}
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => send.mutate(undefined)} disabled={send.isPending} data-testid="leaderboard-send-all">
            {send.isPending ? 'Sending…' : 'Send rewards'}
          </Button>
        </div>
      )}
      {isApiError(reverse.error) ? (
        <p className={styles.error} role="alert">
          {errorText(reverse.error.code)}
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.error} role="alert" data-testid="leaderboard-rewards-refusal">
          {[errorText(refusal.code), ...Object.values(refusal.formFieldErrors ?? {})].join(' ')}
        </p>
      ) : null}
      <ul className={styles.list} aria-label="Prizes">
        {data.prizes.map((prize) => (
          <li key={prize.prizeId} className={styles.listRow} data-testid="leaderboard-prize">
            <span>
              <strong>{ranksLabel(prize.ranks)}</strong>{' '}
              {amountText(
                prize.uosAmount,
                prize.uniqs.reduce((sum, uniq) => sum + uniq.quantity, 0),
              )}
            </span>
            {prize.sentAt ? (
              <Badge tone="success">Sent {new Date(prize.sentAt).toLocaleDateString()}</Badge>
            ) : data.canSend && !data.nobodyRanked ? (
              <Button variant="secondary" onClick={() => send.mutate(prize.prizeId)} disabled={send.isPending}>
                Send
              </Button>
            ) : (
              <Badge tone="neutral">Not sent</Badge>
            )}
          </li>
        ))}
      </ul>
      {data.payments.length > 0 ? (
        <ul className={styles.list} aria-label="Payments" data-testid="leaderboard-payments">
          {data.payments.map((payment) => (
            <li key={payment.id} className={styles.listRow} data-testid="leaderboard-payment">
              <span>
                {payment.purpose === 'RETURN'
                  ? 'Returned to your wallet'
                  : `${payment.rank ? `#${payment.rank} ` : ''}${payment.recipient?.nickname ?? ''}`}
                {' · '}
                {amountText(payment.uosAmount, payment.tokenIds.length)}
                {payment.explorerUrl ? (
                  <>
                    {' · '}
                    <a href={payment.explorerUrl} target="_blank" rel="noreferrer">
                      transaction
                    </a>
                  </>
                ) : null}
              </span>
              <Badge tone={PAYMENT_TONES[payment.status]}>{PAYMENT_LABELS[payment.status]}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
