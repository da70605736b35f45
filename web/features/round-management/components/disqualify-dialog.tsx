// Disqualify or ban a participant (SPEC §6): irreversible, so the organizer picks which, may give a reason, and
// must tick that they understand before the button works. Their opponent advances by walkover.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { TextArea } from '../../../../src/ui/text-area.js';
import { errorText } from '../../../app/api/error-texts.js';
import type { Entrant } from '../../../../src/contract/matches.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useDisqualifyEntrant } from '../api/disqualify-entrant.js';
import * as styles from './round-management.css.js';

export function DisqualifyDialog({
  tournamentId,
  entrant,
  onClose,
}: {
  tournamentId: string;
  entrant: Entrant;
  onClose: () => void;
}) {
  const [ban, setBan] = useState(false);
  const [reason, setReason] = useState('');
  const [understood, setUnderstood] = useState(false);
  const disqualify = useDisqualifyEntrant(tournamentId);
  const error = disqualify.error ? errorText(isApiError(disqualify.error) ? disqualify.error.code : null) : null;
  return (
    <Modal open onClose={onClose} title={`Disqualify ${entrant.name}?`}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!understood) return;
          disqualify.mutate(
            { registrationId: entrant.registrationId, ban, reason: reason.trim() || undefined },
            { onSuccess: onClose },
          );
        }}
      >
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Action</legend>
          <label className={styles.radio}>
            <input type="radio" name="ban" checked={!ban} onChange={() => setBan(false)} />
            Disqualify from this tournament
          </label>
          <label className={styles.radio}>
            <input type="radio" name="ban" checked={ban} onChange={() => setBan(true)} />
            Ban (also bars them from your organization's later tournaments)
          </label>
        </fieldset>
        <TextArea label="Reason (optional)" value={reason} onValueChange={setReason} maxLength={1000} />
        <p className={styles.notice}>
          This cannot be undone. {entrant.name} is removed from the tournament and their opponent advances by walkover.
        </p>
        <label className={styles.radio}>
          <input type="checkbox" checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />I
          understand this is irreversible
        </label>
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button variant="secondary" onClick={onClose} disabled={disqualify.isPending}>
            Keep {entrant.name}
          </Button>
          <Button type="submit" variant="danger" disabled={!understood || disqualify.isPending}>
            {disqualify.isPending ? 'Working…' : ban ? 'Ban' : 'Disqualify'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
