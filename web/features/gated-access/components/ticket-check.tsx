// The gated access ticket check (issue 6 §2), shown above the registration form of a GATED_ACCESS tournament:
// a waiting message while the server reads the linked wallet on chain, "No valid ticket found!" with the
// missing factories, or the ticket found. With single use of key, the player chooses to give the ticket to Arena
// (a transfer, the default) or to burn it; "Use ticket" signs that in the wallet and hands the transaction id to
// onReady, which the registration then sends as ticketTransactionId.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorText } from '../../../app/api/error-texts.js';
import { Button } from '../../../../src/ui/button.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { isApiError } from '../../../app/api/api-error.js';
import { walletRejectionText, isUltraRejection } from '../../../app/wallet/ultra-window.js';
import { paths } from '../../../paths.js';
import { useGatedAccessCheck } from '../api/check-gated-access.js';
import { useTicketConsumption } from '../api/use-ticket.js';
import { forgetUsedTicket, readUsedTicket, saveUsedTicket } from '../api/used-ticket-store.js';
import * as styles from './ticket-check.css.js';

export const CHECKING_TEXT = 'Checking your wallet for a ticket…';

export interface TicketCheckProps {
  tournamentId: string;
  /** Called once the player may register: with the consuming transaction's id under single use of key. */
  onReady: (ticketTransactionId?: string) => void;
}

const factoryList = (ids: readonly string[]) => ids.map((id) => `#${id}`).join(', ');

/** How a single-use ticket is consumed: handed to the platform, or burned. */
type TicketUse = 'transfer' | 'burn';
const USE_LABELS: Record<TicketUse, string> = { transfer: 'Give the ticket to Arena', burn: 'Burn the ticket' };

export function TicketCheck({ tournamentId, onReady }: TicketCheckProps) {
  // "No valid ticket" is a catalogue text: the check loads the texts before it answers without access.
  // A ticket consumed earlier in this tab whose registration has not gone through yet.
  const [usedTransactionId, setUsedTransactionId] = useState(() => readUsedTicket(tournamentId));
  const check = useGatedAccessCheck(tournamentId, usedTransactionId === null);
  const consume = useTicketConsumption();
  const [use, setUse] = useState<TicketUse>('transfer');
  const readyFor = useRef<string | null>(null);
  const data = check.data;

  // A ticket only shown lets the player register at once (the server reads the wallet again); a consumed one
  // goes with the registration.
  useEffect(() => {
    const ready = usedTransactionId ?? (data?.hasAccess && !data.singleUseOfKey ? 'shown' : null);
    if (ready !== null && readyFor.current !== ready) {
      readyFor.current = ready;
      onReady(usedTransactionId ?? undefined);
    }
  }, [data, usedTransactionId, onReady]);

  async function consumeTicket() {
    const actions = use === 'burn' ? data?.burnActions : data?.consumeActions;
    if (!data?.walletAccount || !actions) return;
    const transactionId = await consume.mutateAsync({ walletAccount: data.walletAccount, consumeActions: actions });
    saveUsedTicket(tournamentId, transactionId);
    setUsedTransactionId(transactionId);
  }

  function checkAgain() {
    forgetUsedTicket(tournamentId);
    setUsedTransactionId(null);
    consume.reset();
    void check.refetch();
  }

  let body;
  if (usedTransactionId !== null) {
    body = (
      <>
        <p className={styles.success} role="status" data-testid="ticket-used">
          Ticket used (transaction {usedTransactionId.slice(0, 12)}…). Finish your registration below.
        </p>
        <div className={styles.row}>
          <Button variant="secondary" onClick={checkAgain}>
            Check my wallet again
          </Button>
        </div>
      </>
    );
  } else if (check.isError) {
    const code = isApiError(check.error) ? check.error.code : null;
    body = (
      <>
        <p className={styles.error} role="alert">
          {errorText(code)}
        </p>
        {code === 'MISSING-WALLET' ? (
          <p className={styles.muted}>
            Link your wallet on <Link to={paths.myProfile}>your profile</Link>, then check again.
          </p>
        ) : null}
        <div className={styles.row}>
          <Button variant="secondary" onClick={checkAgain}>
            Check again
          </Button>
        </div>
      </>
    );
  } else if (!data) {
    body = (
      <div className={styles.row}>
        <Spinner label={CHECKING_TEXT} showLabel />
      </div>
    );
  } else if (!data.hasAccess) {
    body = (
      <>
        <p className={styles.error} role="alert" data-testid="no-ticket">
          {errorText('NO-VALID-TICKET')}
        </p>
        {data.missingFactoryIds.length > 0 ? (
          <p className={styles.muted}>
            {data.rule === 'FOR_EACH_FACTORY'
              ? `You need a Uniq of each of these factories in ${data.walletAccount}: ${factoryList(data.missingFactoryIds)}.`
              : `You need a Uniq of one of these factories in ${data.walletAccount}: ${factoryList(data.missingFactoryIds)}.`}
          </p>
        ) : null}
        <div className={styles.row}>
          <Button variant="secondary" onClick={checkAgain} disabled={check.isFetching}>
            {check.isFetching ? CHECKING_TEXT : 'Check again'}
          </Button>
        </div>
      </>
    );
  } else if (data.walletAccount === null) {
    // OPEN tournament: nothing to show.
    return null;
  } else if (!data.singleUseOfKey) {
    body = (
      <p className={styles.success} role="status" data-testid="ticket-found">
        Ticket found in {data.walletAccount}: Uniq {data.ticketTokenIds.map((id) => `#${id}`).join(', ')}.
      </p>
    );
  } else {
    body = (
      <>
        <p className={styles.text} data-testid="ticket-found">
          Ticket found in {data.walletAccount}: Uniq {data.ticketTokenIds.map((id) => `#${id}`).join(', ')}. This
          tournament uses it up: {use === 'burn' ? 'it is burned' : 'it is transferred to Arena'} when you confirm in
          your wallet.
        </p>
        {data.burnActions ? (
          <fieldset className={styles.choices} disabled={consume.isPending} data-testid="ticket-use-choice">
            <legend className={styles.muted}>How to use it</legend>
            {(['transfer', 'burn'] as const).map((option) => (
              <label key={option} className={styles.choice}>
                <input
                  type="radio"
                  name="ticketUse"
                  value={option}
                  checked={use === option}
                  onChange={() => setUse(option)}
                  data-testid={`ticket-use-${option}`}
                />
                {USE_LABELS[option]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className={styles.row}>
          <Button onClick={() => void consumeTicket().catch(() => undefined)} disabled={consume.isPending}>
            {consume.isPending ? 'Confirm in your wallet…' : use === 'burn' ? 'Burn ticket' : 'Use ticket'}
          </Button>
        </div>
        {consume.isError ? (
          <p className={styles.error} role="alert">
            {isUltraRejection(consume.error) ? walletRejectionText(consume.error) : consume.error.message}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.box} aria-label="Ticket check" aria-busy={check.isFetching} data-testid="ticket-check">
      {body}
    </section>
  );
}
