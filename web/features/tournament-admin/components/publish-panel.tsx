// Publishing (SPEC §4): DRAFT → published, refused with the catalogue's texts while mandatory sections are
// missing, the start has passed or the prize escrow is not signed yet. Asked first: a published tournament is
// public at once and its sections are locked.
import { useEffect, useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { ConfirmDialog } from '../../../../src/ui/confirm-dialog.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { errorText } from '../../../app/api/error-texts.js';
import { isApiError } from '../../../app/api/api-error.js';
import { usePublishTournament } from '../api/publish-tournament.js';
import { missingMandatorySections, sectionLabel } from '../model/admin-sections.js';
import * as styles from './tournament-admin.css.js';

export function PublishPanel({
  tournament,
  onEscrowNeeded,
}: {
  tournament: TournamentView;
  onEscrowNeeded: () => void;
}) {
  const publish = usePublishTournament(tournament.id);
  const [confirming, setConfirming] = useState(false);
  const { reset } = publish;
  // A refusal speaks of the tournament as it was: once a section is saved (the view changes), it is stale.
  // React Query keeps an unchanged view the same object, so only a real change clears it.
  useEffect(() => reset(), [tournament, reset]);
  if (tournament.status !== 'draft') return null;
  const missing = missingMandatorySections(tournament);
  const code = isApiError(publish.error) ? publish.error.code : null;
  return (
    <section className={styles.publishBox} aria-labelledby="publish-title">
      <h2 id="publish-title" className={styles.legend}>
        Publish
      </h2>
      {missing.length > 0 ? (
        <p className={styles.muted}>Still to fill in: {missing.map(sectionLabel).join(', ')}.</p>
      ) : (
        <p className={styles.muted}>Every mandatory section is saved.</p>
      )}
      <Button onClick={() => setConfirming(true)} disabled={publish.isPending}>
        {publish.isPending ? 'Publishing…' : 'Publish tournament'}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Publish this tournament?"
        confirmLabel="Publish"
        pending={publish.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => publish.mutate(undefined, { onSettled: () => setConfirming(false) })}
      >
        <p>
          {tournament.name} becomes public at once, players can register when registration opens, and its sections can
          no longer be edited.
        </p>
      </ConfirmDialog>
      {publish.isError ? (
        <p className={styles.error} role="alert" data-testid="publish-refusal">
          {errorText(code)}
        </p>
      ) : null}
      {code === 'TOURNAMENT-ESCROW-REQUIRED' ? (
        <Button variant="secondary" size="sm" onClick={onEscrowNeeded}>
          Go to sign transaction
        </Button>
      ) : null}
    </section>
  );
}
