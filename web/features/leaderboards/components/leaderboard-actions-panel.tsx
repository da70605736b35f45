// The administration's actions (SPEC §4): Publish a draft (the server's refusal names what to configure
// still), End an active one (refused while linked tournaments are unfinished), Delete one never published
// (asks first). Refusals show the catalogue's text next to the buttons.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LeaderboardDetail } from '../../../../src/contract/leaderboards.js';
import { errorText } from '../../../app/api/error-texts.js';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useDeleteLeaderboard, useEndLeaderboard, usePublishLeaderboard } from '../api/leaderboard-actions.js';
import { refusalDetails } from '../model/refusal-details.js';
import * as styles from './leaderboard-admin.css.js';

export function LeaderboardActionsPanel({
  leaderboard,
  afterDelete,
}: {
  leaderboard: LeaderboardDetail;
  /** Where the organizer goes once the leaderboard is deleted. */
  afterDelete: string;
}) {
  const publish = usePublishLeaderboard(leaderboard.id);
  const end = useEndLeaderboard(leaderboard.id);
  const remove = useDeleteLeaderboard(leaderboard.id);
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'end' | 'delete' | null>(null);
  // A publish refusal speaks of the settings as they were: once a tab saves (the detail changes), it is stale.
  const resetPublish = publish.reset;
  useEffect(() => resetPublish(), [leaderboard, resetPublish]);
  const admin = leaderboard.admin;
  if (!admin) return null;
  const refusal = [publish.error, end.error, remove.error].find(isApiError) ?? null;
  const details = refusal ? refusalDetails(refusal.formFieldErrors) : [];
  const unfinished = leaderboard.tournaments.filter((t) => !t.finished && t.status !== 'CANCELED').length;

  return (
    <section className={styles.box} aria-labelledby="actions-title">
      <h2 id="actions-title" className={styles.subtitle}>
        Actions
      </h2>
      {leaderboard.status === 'DRAFT' ? (
        <p className={styles.muted}>Publishing shows the leaderboard on /leaderboards and lets tournaments feed it.</p>
      ) : null}
      {leaderboard.status === 'ACTIVE' && unfinished > 0 ? (
        <p className={styles.muted}>
          {unfinished} linked tournament{unfinished === 1 ? ' is' : 's are'} not finished: the leaderboard can end once
          they are.
        </p>
      ) : null}
      {leaderboard.status === 'ENDED' ? (
        <p className={styles.muted}>Ended: the leaderboard is locked and stays visible for one month.</p>
      ) : null}
      <div className={styles.actions}>
        {admin.canPublish ? (
          <Button
            onClick={() => {
              end.reset();
              remove.reset();
              publish.mutate();
            }}
            disabled={publish.isPending}
          >
            {publish.isPending ? 'Publishing…' : 'Publish leaderboard'}
          </Button>
        ) : null}
        {leaderboard.status === 'ACTIVE' ? (
          <Button variant="secondary" onClick={() => setConfirm('end')} disabled={end.isPending}>
            End leaderboard
          </Button>
        ) : null}
        {admin.canDelete ? (
          <Button variant="danger" onClick={() => setConfirm('delete')} disabled={remove.isPending}>
            Delete leaderboard
          </Button>
        ) : null}
      </div>
      {refusal ? (
        <div role="alert" data-testid="leaderboard-refusal">
          <p className={styles.error}>{errorText(refusal.code)}</p>
          {details.length > 0 ? (
            <ul className={styles.error}>
              {details.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'delete' ? 'Delete this leaderboard?' : 'End this leaderboard?'}
        maxWidth={480}
      >
        <div className={styles.fieldset}>
          <p>
            {confirm === 'delete'
              ? 'The draft and its settings are removed, and its draft tournaments are unlinked. This cannot be undone.'
              : 'Ending locks the standings and the settings; rewards can then be sent. This cannot be undone.'}
          </p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              onClick={() => {
                const action = confirm;
                setConfirm(null);
                publish.reset();
                if (action === 'delete') {
                  end.reset();
                  remove.mutate(undefined, { onSuccess: () => void navigate(afterDelete) });
                } else {
                  remove.reset();
                  end.mutate();
                }
              }}
            >
              {confirm === 'delete' ? 'Delete leaderboard' : 'End leaderboard'}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(null)}>
              Keep it
            </Button>
          </div>
        </div>
      </Modal>
    </section>
  );
}
