// The organizer's "sign transaction" section (issue 6 §1): what the prize pool puts in escrow, signing its
// transfer in the wallet (then verified on chain by the server), and reversing it, which returns the assets
// and resets the prize pool. Rendered by the organizer page with the tournament it shows.
import { useState } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { Modal } from '../../../../src/ui/modal.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import type { TournamentEscrow } from '../../../../src/contract/tournament-escrow.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { escrowFailureText } from '../../../app/wallet/sign-escrow.js';
import { useFundEscrow } from '../api/fund-escrow.js';
import { useEscrow } from '../api/get-escrow.js';
import { useReverseEscrow } from '../api/reverse-escrow.js';
import * as styles from './escrow-section.css.js';
import { readableUosAmount } from '../../../../src/domain/uos.js';

const failureText = escrowFailureText;

function Needs({ escrow }: { escrow: TournamentEscrow }) {
  return (
    <dl className={styles.facts} data-testid="escrow-needs">
      <dt className={styles.term}>UOS</dt>
      <dd className={styles.value} data-testid="escrow-uos">
        {readableUosAmount(escrow.uosAmount)} UOS
      </dd>
      <dt className={styles.term}>Uniqs</dt>
      <dd className={styles.value}>
        {escrow.uniqs.length === 0
          ? 'None'
          : escrow.uniqs.map((uniq) => `${uniq.quantity} × factory #${uniq.factoryId}`).join(', ')}
      </dd>
      <dt className={styles.term}>From</dt>
      <dd className={styles.value}>{escrow.walletAccount ?? 'No wallet linked'}</dd>
      <dt className={styles.term}>To</dt>
      <dd className={styles.value}>{escrow.escrowAccount}</dd>
      <dt className={styles.term}>Memo</dt>
      <dd className={styles.mono}>{escrow.memo}</dd>
    </dl>
  );
}

export function EscrowSection({ tournament }: { tournament: TournamentView }) {
  const escrow = useEscrow(tournament);
  const fund = useFundEscrow(tournament.id);
  const reverse = useReverseEscrow(tournament.id);
  const [confirming, setConfirming] = useState(false);
  const held = tournament.escrow && tournament.escrow.status !== 'RETURNED' ? tournament.escrow : null;
  const draft = tournament.status === 'draft';

  let body;
  if (held) {
    body = (
      <div className={styles.stack} data-testid="escrow-held">
        <p className={styles.value}>
          <Badge tone={held.status === 'HELD' ? 'success' : 'warning'}>
            {held.status === 'HELD' ? 'In escrow' : 'Being returned'}
          </Badge>
        </p>
        <dl className={styles.facts}>
          <dt className={styles.term}>UOS</dt>
          <dd className={styles.value}>{readableUosAmount(held.uosAmount)} UOS</dd>
          <dt className={styles.term}>Uniqs</dt>
          <dd className={styles.value}>
            {held.uniqTokenIds.length === 0 ? 'None' : held.uniqTokenIds.map((id) => `#${id}`).join(', ')}
          </dd>
          <dt className={styles.term}>Transaction</dt>
          <dd className={styles.mono} data-testid="escrow-transaction">
            {held.transactionId}
          </dd>
        </dl>
        {draft ? (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="escrow-reverse">
              Reverse escrow
            </Button>
          </div>
        ) : (
          <p className={styles.muted}>
            The prizes stay in escrow until they are paid out, or returned if the tournament is cancelled.
          </p>
        )}
      </div>
    );
  } else if (!draft) {
    body = (
      <p className={styles.muted}>Prizes are placed in escrow before publishing; this tournament has no escrow.</p>
    );
  } else if (escrow.isPending) {
    body = <Spinner label="Reading what the prize pool needs…" showLabel />;
  } else if (escrow.isError) {
    body = (
      <p className={styles.error} role="alert" data-testid="escrow-refusal">
        {failureText(escrow.error)}
      </p>
    );
  } else if (escrow.data.status === 'NOT_NEEDED') {
    body = (
      <p className={styles.muted} data-testid="escrow-not-needed">
        This prize pool holds no UOS or Uniqs: there is nothing to place in escrow.
      </p>
    );
  } else if (escrow.data.status !== 'REQUIRED') {
    // Funded a moment ago and the page's tournament is not refreshed yet.
    body = (
      <p className={styles.value} data-testid="escrow-held">
        <Badge tone="success">In escrow</Badge> <span className={styles.mono}>{escrow.data.transactionId}</span>
      </p>
    );
  } else {
    const needs = escrow.data;
    body = (
      <div className={styles.stack}>
        <p className={styles.muted}>
          Sign the transfer of the prize pool to the platform escrow account in your wallet. The server checks it on
          chain before you can publish.
        </p>
        <Needs escrow={needs} />
        <div className={styles.actions}>
          <Button
            onClick={() => fund.mutate(needs)}
            disabled={fund.isPending || needs.actions === null}
            data-testid="escrow-sign"
          >
            {fund.isPending ? 'Confirm in your wallet…' : 'Sign in wallet'}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card title="Sign transaction" data-testid="escrow-section">
      <div className={styles.stack}>
        {body}
        {fund.isError ? (
          <p className={styles.error} role="alert" data-testid="escrow-error">
            {failureText(fund.error)}
          </p>
        ) : null}
        {reverse.isError ? (
          <p className={styles.error} role="alert" data-testid="escrow-error">
            {failureText(reverse.error)}
          </p>
        ) : null}
        {reverse.isSuccess && !held ? (
          <p className={styles.muted} role="status">
            The escrow was returned to your wallet and the prize pool was reset.
          </p>
        ) : null}
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Reverse the escrow?" maxWidth={480}>
        <div className={styles.stack}>
          <p className={styles.value}>
            The UOS and Uniqs go back to the wallet that sent them, and the prize pool is reset: you will set it again
            before publishing.
          </p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              disabled={reverse.isPending}
              data-testid="escrow-confirm-reverse"
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
    </Card>
  );
}
