// One match for the organizer: its sides and reports (screenshots full size), the result form (resolve a
// dispute or a missing score; amend a final result after previewing the matches and placements it changes),
// forfeiting a side, disqualifying a participant, and the audit trail with the players' issue messages. In a
// multi-stage event an amendment of a finished stage says who would go on instead of whom; when the next stage has
// started, it is confirmed only as "reset that stage and redraw it" (resetNextStage).
import { useState } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Modal } from '../../../../src/ui/modal.js';
import { GENERIC_ERROR_TEXT, errorText } from '../../../app/api/error-texts.js';
import type {
  AmendmentPreview,
  Entrant,
  MatchReport,
  MatchView,
  RoundView,
  SetResultBody,
} from '../../../../src/contract/matches.js';
import { isApiError } from '../../../app/api/api-error.js';
import { matchHeading, matchStageLabel } from '../../../app/labels/match-stage-labels.js';
import { useMatch } from '../api/get-match.js';
import { usePreviewAmendment } from '../api/preview-amendment.js';
import { useSetMatchResult } from '../api/set-match-result.js';
import type { FieldErrors } from '../model/field-errors.js';
import {
  STATUS_LABELS,
  STATUS_TONES,
  entrantName,
  isAmendable,
  isOpen,
  matchSeeds,
  seedNames,
  withStage,
} from '../model/match-labels.js';
import { AuditTrail } from './audit-trail.js';
import { MatchSides } from './match-sides.js';
import { PlacementChanges } from './placement-changes.js';
import { MatchDaySection } from './match-day-section.js';
import { ReportSummary } from './report-summary.js';
import { ResultForm } from './result-form.js';
import * as styles from './round-management.css.js';

export interface MatchDialogProps {
  tournamentId: string;
  match: MatchView;
  round: RoundView | undefined;
  entrants: readonly Entrant[];
  reports: readonly MatchReport[];
  /** Absent for a referee (issue 26 §3): disqualifying stays with the organizers. */
  onDisqualify?: (entrant: Entrant) => void;
  onClose: () => void;
}

function readError(error: unknown): { fields: FieldErrors; text: string | null } {
  if (!isApiError(error)) return { fields: {}, text: GENERIC_ERROR_TEXT };
  const fields = error.formFieldErrors ?? {};
  if (Object.keys(fields).length > 0) return { fields, text: null };
  return { fields: {}, text: errorText(error.code) };
}

export function MatchDialog({
  tournamentId,
  match,
  round,
  entrants,
  reports,
  onDisqualify,
  onClose,
}: MatchDialogProps) {
  const detail = useMatch(tournamentId, match.id);
  const setResult = useSetMatchResult(tournamentId);
  const preview = usePreviewAmendment(tournamentId);
  const [pendingBody, setPendingBody] = useState<SetResultBody | null>(null);
  const [amendment, setAmendment] = useState<AmendmentPreview | null>(null);
  const [forfeitSeed, setForfeitSeed] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const amend = isAmendable(match);
  const error = readError(setResult.error ?? preview.error);
  const showError = Boolean(setResult.error ?? preview.error);
  const games = Math.max(
    1,
    ...match.ffaResults.flatMap((entry) => entry.results.map((result) => result.gameIndex + 1)),
    ...reports.map((r) => (r.ffa ? r.ffa.gameIndex + 1 : 1)),
  );
  const title = `${withStage(matchHeading(match, round?.name ?? `Round ${match.roundIndex + 1}`), match.stage)} · ${match.kind === 'FFA' ? 'Lobby' : 'Match'} ${match.position + 1}`;
  const qualification = amendment?.qualification;
  // The stage after this match's: the one an amendment may reset.
  const nextStage = (match.stage ?? 0) + 2;

  function apply(body: SetResultBody, message: string) {
    setResult.mutate(
      { matchId: match.id, body },
      {
        onSuccess: () => {
          setDone(message);
          setAmendment(null);
          setPendingBody(null);
          setForfeitSeed(null);
        },
      },
    );
  }

  function submit(body: SetResultBody) {
    setResult.reset();
    preview.reset();
    if (!amend) {
      apply(body, 'Result saved.');
      return;
    }
    setPendingBody(body);
    preview.mutate({ matchId: match.id, body }, { onSuccess: setAmendment });
  }

  return (
    <Modal open onClose={onClose} title={title} maxWidth={760}>
      <div className={styles.form} data-testid="match-dialog">
        <div className={styles.toolbar}>
          <Badge tone={STATUS_TONES[match.status]}>{STATUS_LABELS[match.status]}</Badge>
          {match.resultStale ? <Badge tone="warning">Opponent changed by an amendment</Badge> : null}
        </div>
        <MatchSides match={match} entrants={entrants} />
        <section aria-label="Reports">
          <h3 className={styles.legend}>Reports</h3>
          <ReportSummary reports={detail.data?.reports ?? reports} entrants={entrants} sides={match.sides} />
        </section>

        {done ? (
          <p className={styles.muted} role="status">
            {done}
          </p>
        ) : null}
        {showError ? (
          <p className={styles.alert} role="alert">
            {error.text ?? 'Please check the highlighted fields.'}
          </p>
        ) : null}

        {amendment && pendingBody ? (
          <section aria-label="Amendment preview" className={styles.form} data-testid="amendment-preview">
            <h3 className={styles.legend}>What this amendment changes</h3>
            {amendment.changedMatches.length === 0 ? (
              <p className={styles.muted}>No other match changes.</p>
            ) : (
              <ul className={styles.changes}>
                {amendment.changedMatches.map((changed) => (
                  <li key={changed.id}>
                    {withStage(`Round ${changed.roundIndex + 1}`, changed.stage)}
                    {matchStageLabel(changed) ? ` (${matchStageLabel(changed)})` : ''},{' '}
                    {changed.kind === 'FFA' ? 'lobby' : 'match'} {changed.position + 1}:{' '}
                    {changed.sides.map((side) => (side.bye ? 'Bye' : entrantName(entrants, side.seed))).join(' vs ')}
                    {amendment.invalidatedMatchIds.includes(changed.id)
                      ? ' (its played result is cancelled and must be replayed)'
                      : ''}
                  </li>
                ))}
              </ul>
            )}
            <PlacementChanges changes={amendment.placementChanges} entrants={entrants} />
            {qualification && (qualification.entering.length > 0 || qualification.leaving.length > 0) ? (
              <div data-testid="qualification-changes">
                <h4 className={styles.legend}>Who goes on to stage {nextStage}</h4>
                <ul className={styles.changes}>
                  {qualification.entering.length > 0 ? (
                    <li>Would qualify: {seedNames(entrants, qualification.entering)}</li>
                  ) : null}
                  {qualification.leaving.length > 0 ? (
                    <li>Would no longer qualify: {seedNames(entrants, qualification.leaving)}</li>
                  ) : null}
                </ul>
              </div>
            ) : qualification ? (
              <p className={styles.muted}>Who goes on to stage {nextStage} does not change.</p>
            ) : null}
            {qualification?.nextStageStarted ? (
              <p className={styles.notice} data-testid="next-stage-started">
                Stage {nextStage} has already started. Confirming resets it: its results so far are cleared and its
                first round is drawn again with the new qualifiers. This is kept in the audit trail.
              </p>
            ) : null}
            <p className={styles.notice}>Affected players are notified in the app.</p>
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={() => setAmendment(null)} disabled={setResult.isPending}>
                Back
              </Button>
              {qualification?.nextStageStarted ? (
                <Button
                  variant="danger"
                  onClick={() =>
                    apply({ ...pendingBody, resetNextStage: true }, `Result amended; stage ${nextStage} redrawn.`)
                  }
                  disabled={setResult.isPending}
                >
                  {setResult.isPending ? 'Amending…' : `Reset stage ${nextStage} and redraw it`}
                </Button>
              ) : (
                <Button onClick={() => apply(pendingBody, 'Result amended.')} disabled={setResult.isPending}>
                  {setResult.isPending ? 'Amending…' : 'Confirm amendment'}
                </Button>
              )}
            </div>
          </section>
        ) : isOpen(match) || amend ? (
          <section aria-label={amend ? 'Amend the result' : 'Set the result'}>
            <h3 className={styles.legend}>{amend ? 'Amend the result' : 'Set the result'}</h3>
            <ResultForm
              match={match}
              entrants={entrants}
              games={games}
              submitLabel={amend ? 'Preview amendment' : 'Set result'}
              pending={setResult.isPending || preview.isPending}
              serverErrors={error.fields}
              onSubmit={submit}
            />
          </section>
        ) : null}

        {isOpen(match) && match.kind === 'DUEL' ? (
          <section aria-label="Forfeit">
            <h3 className={styles.legend}>Forfeit a side</h3>
            <div className={styles.buttons}>
              {matchSeeds(match).map((seed) =>
                forfeitSeed === seed ? (
                  <Button
                    key={seed}
                    variant="danger"
                    size="sm"
                    disabled={setResult.isPending}
                    onClick={() => apply({ forfeitSeed: seed }, 'Forfeit recorded.')}
                  >
                    Confirm: {entrantName(entrants, seed)} forfeits
                  </Button>
                ) : (
                  <Button key={seed} variant="secondary" size="sm" onClick={() => setForfeitSeed(seed)}>
                    Forfeit {entrantName(entrants, seed)}
                  </Button>
                ),
              )}
            </div>
          </section>
        ) : null}

        {match.kind === 'DUEL' ? (
          <MatchDaySection tournamentId={tournamentId} match={match} entrants={entrants} />
        ) : null}

        {onDisqualify ? (
          <section aria-label="Participants">
            <h3 className={styles.legend}>Disqualify or ban</h3>
            <div className={styles.buttons}>
              {matchSeeds(match).map((seed) => {
                const entrant = entrants.find((candidate) => candidate.seed === seed);
                if (!entrant || entrant.status === 'DISQUALIFIED' || entrant.status === 'BANNED') return null;
                return (
                  <Button key={seed} variant="ghost" size="sm" onClick={() => onDisqualify(entrant)}>
                    Disqualify {entrant.name}…
                  </Button>
                );
              })}
            </div>
          </section>
        ) : null}

        <section aria-label="Audit trail">
          <h3 className={styles.legend}>Audit trail and issues</h3>
          {detail.isPending ? (
            <p className={styles.muted}>Loading…</p>
          ) : (
            <AuditTrail events={detail.data?.events ?? []} />
          )}
        </section>
      </div>
    </Modal>
  );
}
