// The prize pool's escrow on the Set up tab (issue 13 §3 "escrowed like a tournament's"): what the saved prize
// pool needs, signing its transfer in Arena Wallet (the server verifies it on chain), and, while a draft (or once
// ended with nobody ranked for the prizes), reversing it. Publishing is refused until the escrow covers the prize pool.
import { useState } from 'react';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { escrowFailureText } from '../../../app/wallet/sign-escrow.js';
import {
  useFundLeaderboardEscrow,
  useLeaderboardEscrow,
  useLeaderboardRewards,
  useReverseLeaderboardEscrow,
} from '../api/leaderboard-rewards.js';
import * as styles from './leaderboard-admin.css.js';
import { readableUosAmount } from '../../../../src/domain/uos.js';

export function LeaderboardEscrowCard({ leaderboard }: { leaderboard: LeaderboardDetail }) {
  const escrow = useLeaderboardEscrow(leaderboard);
  const fund = useFundLeaderboardEscrow(leaderboard.id);
  const reverse = useReverseLeaderboardEscrow(leaderboard.id);
  const [confirming, setConfirming] = useState(false);
  // Ended with nobody ranked for its prizes, the escrow can only go back (issue 26 §5.5).
  const rewards = useLeaderboardRewards(leaderboard.id, leaderboard.status === 'ENDED');
  const reversible = leaderboard.status === 'DRAFT' || rewards.data?.nobodyRanked === true;
  const uniqCount = escrow.data?.uniqs.reduce((sum, uniq) => sum + uniq.quantity, 0) ?? 0;

  let body;
  if (escrow.isPending) body = <Spinner label="Reading what the prize pool needs…" showLabel />;
  else if (escrow.isError)
    body = (
      <p className={styles.error} role="alert" data-testid="leaderboard-escrow-refusal">
        {escrowFailureText(escrow.error)}
      </p>
    );
  else if (escrow.data.status === 'NOT_NEEDED')
    body = <p className={styles.muted}>This prize pool holds no UOS or Uniqs: there is nothing to place in escrow.</p>;
  else if (escrow.data.status === 'HELD')
    body = (
      <div className={styles.fieldset}>
        <p className={styles.actions}>
          <Badge tone="success" data-testid="leaderboard-escrow-status">
            In escrow
          </Badge>
          <span className={styles.muted}>
            {readableUosAmount(escrow.data.uosAmount)} UOS
            {uniqCount > 0 ? ` + ${uniqCount} Uniq${uniqCount === 1 ? '' : 's'}` : ''}
          </span>
        </p>
        <p className={styles.muted}>
          The prizes stay in the platform escrow until you send them after the leaderboard ends.
        </p>
        {reversible ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)}>
              Reverse escrow
            </Button>
          </div>
        ) : null}
      </div>
    );
  else if (!escrow.data.actions)
    body = <p className={styles.muted}>The prize pool was not placed in escrow before publishing.</p>;
  else {
    const needs = escrow.data;
    body = (
      <div className={styles.fieldset}>
        <p className={styles.muted}>
          Sign the transfer of the prize pool ({readableUosAmount(needs.uosAmount)} UOS
          {needs.uniqs.map((uniq) => ` + ${uniq.quantity} × Uniq #${uniq.factoryId}`).join('')}) from{' '}
          {needs.walletAccount} to the escrow account {needs.escrowAccount} in your wallet. The server checks it on
          chain before you can publish.
        </p>
        <div className={styles.actions}>
          <Button onClick={() => fund.mutate(needs)} disabled={fund.isPending} data-testid="leaderboard-escrow-sign">
            {fund.isPending ? 'Confirm in your wallet…' : 'Sign escrow in wallet'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <section className={`${styles.fieldset} ${styles.divided}`} aria-labelledby="escrow-title" data-form="escrow">
      <h3 id="escrow-title" className={styles.subtitle}>
        Prize pool escrow
      </h3>
      {body}
      {fund.isError || reverse.isError ? (
        <p className={styles.error} role="alert" data-testid="leaderboard-escrow-error">
          {escrowFailureText(fund.error ?? reverse.error)}
        </p>
      ) : null}
      {reverse.isSuccess ? (
        <p className={styles.success} role="status">
          The escrow was returned to your wallet.
        </p>
      ) : null}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Reverse the escrow?" maxWidth={480}>
        <div className={styles.fieldset}>
          <p>The UOS and Uniqs go back to the wallet that sent them; sign again before publishing.</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              disabled={reverse.isPending}
              onClick={() => reverse.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {reverse.isPending ? 'Returning…' : 'Reverse escrow'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
