// The action the viewer's state allows (SPEC §4): Register, Check in, "Checked in", Cancel registration (after
// a confirmation). Check-in and cancelling are done here; registering opens the page's modal. Visitors get
// no action: the page shows them the login-or-create-account prompt.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { useCancelRegistration } from '../api/cancel-registration.js';
import { useCheckIn } from '../api/check-in.js';
import { tournamentActions } from './tournament-action.js';
import * as styles from './tournament.css.js';

export interface TournamentActionsProps {
  tournament: TournamentView;
  signedIn: boolean;
  onRegister: () => void;
  /** The viewer plays in a registered team but is not its captain: the captain acts for the team. */
  captainOnly?: boolean;
}

export function TournamentActionButtons({
  tournament,
  signedIn,
  onRegister,
  captainOnly = false,
}: TournamentActionsProps) {
  const { primary, canCancel } = tournamentActions(tournament, signedIn);
  const checkIn = useCheckIn(tournament.id);
  const cancel = useCancelRegistration(tournament.id);
  const [confirming, setConfirming] = useState(false);
  const team = tournament.settings?.participantType === 'TEAM_MATCH';

  if (!primary && !canCancel) return null;
  if (captainOnly && primary !== 'register') {
    return (
      <>
        {primary === 'checked-in' ? (
          <span className={styles.checkedIn} role="status">
            ✓ Checked in
          </span>
        ) : null}
        <p className={styles.note}>Your team captain checks the team in and manages its registration.</p>
      </>
    );
  }
  return (
    <>
      {primary === 'register' ? (
        <Button size="lg" onClick={onRegister}>
          {team ? 'Register a team' : 'Register'}
        </Button>
      ) : null}
      {primary === 'check-in' ? (
        <Button size="lg" disabled={checkIn.isPending} onClick={() => checkIn.mutate()}>
          {checkIn.isPending ? 'Checking in…' : team ? 'Check in the team' : 'Check in'}
        </Button>
      ) : null}
      {primary === 'checked-in' ? (
        <span className={styles.checkedIn} role="status">
          ✓ Checked in
        </span>
      ) : null}
      {canCancel ? (
        <Button variant="secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
          Cancel registration
        </Button>
      ) : null}
      <Modal open={confirming} onClose={() => setConfirming(false)} title="Cancel your registration?">
        <p className={styles.muted}>
          {team ? 'Your team leaves this tournament' : 'You leave this tournament'} and your place goes to someone else.
          You can register again while registration is open.
        </p>
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep registration
          </Button>
          <Button
            variant="danger"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setConfirming(false) })}
          >
            {cancel.isPending ? 'Cancelling…' : 'Yes, cancel registration'}
          </Button>
        </div>
      </Modal>
    </>
  );
}
