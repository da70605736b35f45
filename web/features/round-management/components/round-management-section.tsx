// The organizer's round management section (issue 11 §4): a live table of a round's matches (round selector,
// status filter, both in the URL) with their status, reports and screenshots; a match opens its dialog to set or
// amend the result, forfeit, disqualify and read the audit trail. Pause (asked first: every player's match stops)
// resume and skip show the catalogue error when the server refuses them.
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { useExportTrf } from '../api/export-trf.js';
import { ConfirmDialog } from '../../../../src/ui/confirm-dialog.js';
import { Select } from '../../../../src/ui/select.js';
import { visuallyHidden } from '../../../../src/ui/visually-hidden.css.js';
import { errorText } from '../../../app/api/error-texts.js';
import { MATCH_STATUSES, type Entrant, type MatchStoredStatus } from '../../../../src/contract/matches.js';
import { isApiError } from '../../../app/api/api-error.js';
import { matchStageLabel } from '../../../app/labels/match-stage-labels.js';
import { dateTimeLabel } from '../../../app/labels/date-time-label.js';
import { useRoundManagement } from '../api/get-round-management.js';
import { usePauseTournament } from '../api/pause-tournament.js';
import { useResumeTournament } from '../api/resume-tournament.js';
import { useSkipRound } from '../api/skip-round.js';
import { useNow } from '../../../app/clock/use-now.js';
import { STATUS_LABELS, STATUS_TONES, needsDecision, withStage } from '../model/match-labels.js';
import { roundControls } from '../model/round-controls.js';
import { DisqualifyDialog } from './disqualify-dialog.js';
import type { OrganizerAction } from '../../../../src/domain/staff-permissions.js';
import { MatchDialog } from './match-dialog.js';
import { MatchSides } from './match-sides.js';
import { ReportSummary } from './report-summary.js';
import * as styles from './round-management.css.js';

// Offered only in the short while between check-in and the first round of a Swiss: most visits never load it.
const TrfImportPanel = lazy(() =>
  import('./trf-import-panel.js').then((module) => ({ default: module.TrfImportPanel })),
);

/** Refusals of a skip outside its window: the window is said with them. */
const SKIP_WINDOW_REFUSALS = new Set(['TOURNAMENT-NOT-IN-SKIPPING-WINDOW', 'ROUND-MINIMUM-TIME-NOT-PLAYED']);

const isStatus = (value: string | null): value is MatchStoredStatus =>
  (MATCH_STATUSES as readonly string[]).includes(value ?? '');

type Dialog = { kind: 'match'; matchId: string } | { kind: 'disqualify'; entrant: Entrant } | { kind: 'pause' } | null;

/**
 * `may` says which organizer actions the viewer may take (issue 26 §3): a referee sets results and reads the trail,
 * without Pause, Resume, Skip or Disqualify. All by default; the server still refuses.
 */
export function RoundManagementSection({
  tournamentId,
  may = () => true,
}: {
  tournamentId: string;
  may?: (action: OrganizerAction) => boolean;
}) {
  const [params, setParams] = useSearchParams();
  const roundParam = params.get('round');
  const statusParam = params.get('status');
  const round = roundParam !== null && /^\d+$/.test(roundParam) ? Number(roundParam) : undefined;
  const status = isStatus(statusParam) ? statusParam : undefined;
  const table = useRoundManagement(tournamentId, { round, status });
  const pause = usePauseTournament(tournamentId);
  const resume = useResumeTournament(tournamentId);
  const skip = useSkipRound(tournamentId);
  const exportTrf = useExportTrf(tournamentId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const now = useNow(15_000);
  const [lastControl, setLastControl] = useState<'pause' | 'resume' | 'skip' | null>(null);
  const [trfImported, setTrfImported] = useState(false);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  if (table.isPending) return <p className={styles.muted}>Loading the rounds…</p>;
  if (!table.data) return <p className={styles.alert}>The rounds could not be loaded.</p>;
  const view = table.data;
  const shownRound = round ?? view.currentRound ?? 0;
  const roundView = view.rounds.find((candidate) => candidate.index === shownRound);
  // The server filters by round and status; filter here too so a placeholder from another filter never shows.
  const matches = view.matches
    .filter((match) => match.roundIndex === shownRound && (!status || match.status === status))
    .sort((a, b) => a.position - b.position);
  const controlError = { pause: pause.error, resume: resume.error, skip: skip.error }[lastControl ?? 'pause'] ?? null;
  const controls = roundControls(view, shownRound, now);
  const refusal = controlError && isApiError(controlError) ? controlError.code : null;
  const controlText =
    lastControl && controlError
      ? [errorText(refusal), SKIP_WINDOW_REFUSALS.has(refusal ?? '') ? controls.skipWindowText : null]
          .filter(Boolean)
          .join(' ')
      : null;
  const openMatch = dialog?.kind === 'match' ? view.matches.find((match) => match.id === dialog.matchId) : undefined;
  const pending = pause.isPending || resume.isPending || skip.isPending;

  function control(kind: 'pause' | 'resume' | 'skip') {
    setLastControl(kind);
    if (kind === 'pause') pause.mutate();
    else if (kind === 'resume') resume.mutate();
    else skip.mutate(shownRound);
  }

  // A Swiss started elsewhere continues from its TRF while no round is drawn: the server says when that is.
  const trfImport =
    view.trfImportAvailable && may('manage-stages') ? (
      <Suspense fallback={<p className={styles.muted}>Loading the TRF import…</p>}>
        <TrfImportPanel tournamentId={tournamentId} onImported={() => setTrfImported(true)} />
      </Suspense>
    ) : null;
  const trfImportedNotice = trfImported ? (
    <p className={styles.success} role="status" data-testid="trf-imported">
      The file&apos;s rounds are stored and the next round is drawn.
    </p>
  ) : null;

  if (view.rounds.length === 0) {
    return (
      <div className={styles.section}>
        {trfImport}
        <p className={styles.muted}>
          The rounds are generated when seeding closes (or check-in, without a seeding window).
        </p>
      </div>
    );
  }

  return (
    <div className={styles.section} data-testid="round-management">
      {view.paused ? (
        <p className={styles.notice}>The tournament is paused. Later phases move by the paused time.</p>
      ) : null}
      {view.finished ? <p className={styles.muted}>The tournament is finished; results can still be amended.</p> : null}
      {trfImport}
      {trfImportedNotice}
      <div className={styles.toolbar}>
        <Select
          className={styles.control}
          label="Round"
          value={String(shownRound)}
          options={view.rounds.map((candidate) => ({
            value: String(candidate.index),
            label: `${withStage(candidate.name, candidate.stage)}${candidate.index === view.currentRound ? ' (current)' : ''}`,
          }))}
          onValueChange={(value) => setParam('round', value)}
        />
        <Select
          className={styles.control}
          label="Status"
          value={status ?? ''}
          options={[
            { value: '', label: 'All matches' },
            ...MATCH_STATUSES.map((candidate) => ({ value: candidate, label: STATUS_LABELS[candidate] })),
          ]}
          onValueChange={(value) => setParam('status', value || null)}
        />
        <span className={styles.spacer} />
        <div className={styles.buttons}>
          {view.trfAvailable ? (
            <Button
              variant="secondary"
              disabled={exportTrf.isPending}
              title="The FIDE tournament report file, to check the pairings with bbpPairings or JaVaFo"
              onClick={() => exportTrf.mutate()}
            >
              Export TRF
            </Button>
          ) : null}
          {may('manage-stages') ? (
            <>
              {view.paused ? (
                <Button variant="secondary" disabled={pending} onClick={() => control('resume')}>
                  Resume
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  disabled={pending || !controls.canPause}
                  onClick={() => setDialog({ kind: 'pause' })}
                >
                  Pause
                </Button>
              )}
              <Button
                variant="secondary"
                disabled={pending || !controls.canSkip}
                title={controls.canSkip ? undefined : (controls.skipWindowText ?? undefined)}
                onClick={() => control('skip')}
              >
                Skip {roundView ? withStage(roundView.name, roundView.stage) : 'round'}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={dialog?.kind === 'pause'}
        title="Pause the tournament?"
        confirmLabel="Pause"
        danger
        pending={pause.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          setDialog(null);
          control('pause');
        }}
      >
        <p>
          Players can no longer report scores until you resume, and every later phase moves by the time paused. A pause
          can be resumed within 24 hours.
        </p>
      </ConfirmDialog>
      {controlText ? (
        <p className={styles.alert} role="alert" data-testid="round-control-error">
          {controlText}
        </p>
      ) : null}
      {!controlText && !controls.canSkip && controls.skipWindowText ? (
        <p className={styles.muted} data-testid="skip-window">
          {controls.skipWindowText}
        </p>
      ) : null}
      {roundView?.endsAt ? (
        <p className={styles.muted} data-testid="round-window">
          {roundView.name}: {roundView.status.toLowerCase().replace('_', ' ')}
          {roundView.startsAt ? `, ${dateTimeLabel(roundView.startsAt)}` : ''} – {dateTimeLabel(roundView.endsAt)}
        </p>
      ) : null}

      <div className={styles.tableWrap}>
        <table className={styles.matchTable} aria-label={`Matches of ${roundView?.name ?? 'the round'}`}>
          <thead className={styles.matchHead}>
            <tr>
              <th className={styles.th} scope="col">
                #
              </th>
              <th className={styles.th} scope="col">
                Participants
              </th>
              <th className={styles.th} scope="col">
                Status
              </th>
              <th className={styles.th} scope="col">
                Reports
              </th>
              <th className={styles.th} scope="col">
                <span className={visuallyHidden}>Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className={styles.matchBody}>
            {matches.length === 0 ? (
              <tr className={styles.matchRow}>
                <td className={styles.wholeRow} colSpan={5}>
                  <span className={styles.muted}>
                    No match {status ? `with status “${STATUS_LABELS[status]}”` : 'in this round'}.
                  </span>
                </td>
              </tr>
            ) : null}
            {matches.map((match) => {
              const issues = view.issues[match.id] ?? 0;
              return (
                <tr key={match.id} className={styles.matchRow} data-testid="round-match-row" data-status={match.status}>
                  <td className={styles.positionCell}>{match.position + 1}</td>
                  <td className={styles.sidesCell}>
                    <MatchSides match={match} entrants={view.entrants} />
                  </td>
                  <td className={styles.statusCell}>
                    <div className={styles.badges}>
                      {matchStageLabel(match) ? <Badge tone="neutral">{matchStageLabel(match)}</Badge> : null}
                      <Badge tone={STATUS_TONES[match.status]}>{STATUS_LABELS[match.status]}</Badge>
                      {issues > 0 ? (
                        <Badge tone="warning">{issues === 1 ? '1 issue' : `${issues} issues`}</Badge>
                      ) : null}
                    </div>
                  </td>
                  <td className={styles.reportsCell}>
                    <ReportSummary
                      reports={view.reports[match.id] ?? []}
                      entrants={view.entrants}
                      sides={match.sides}
                    />
                  </td>
                  <td className={styles.actionCell}>
                    <Button
                      size="sm"
                      variant={needsDecision(match) ? 'primary' : 'secondary'}
                      onClick={() => setDialog({ kind: 'match', matchId: match.id })}
                    >
                      {needsDecision(match) ? 'Resolve' : 'Manage'}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      {openMatch ? (
        <MatchDialog
          tournamentId={tournamentId}
          match={openMatch}
          round={view.rounds.find((candidate) => candidate.index === openMatch.roundIndex)}
          entrants={view.entrants}
          reports={view.reports[openMatch.id] ?? []}
          onDisqualify={
            may('manage-participants') ? (entrant) => setDialog({ kind: 'disqualify', entrant }) : undefined
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.kind === 'disqualify' ? (
        <DisqualifyDialog tournamentId={tournamentId} entrant={dialog.entrant} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
