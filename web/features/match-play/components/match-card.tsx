// The "match available" card of /tournaments/{id} (SPEC §2, §4, §9): who the viewer plays (or their lobby),
// the game and how to join, the round's deadline as a countdown, the status, and the actions their flags allow:
// submit results, confirm, report an incorrect score, report an issue.
import { useState } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import { Button } from '../../../../src/ui/button.js';
import { Card } from '../../../../src/ui/card.js';
import { errorText } from '../../../app/api/error-texts.js';
import type { MatchDetail, MatchReport, MatchSide } from '../../../../src/contract/matches.js';
import { isApiError } from '../../../app/api/api-error.js';
import { useViewer } from '../../../app/session/use-viewer.js';
import { useConfirmScore } from '../api/confirm-score.js';
import { useDisputeScore } from '../api/dispute-score.js';
import { useMyMatch } from '../api/get-my-match.js';
import { useReportMatchIssue } from '../api/report-match-issue.js';
import { useReadyUp } from '../api/ready-up.js';
import { safeHref } from '../../../../src/contract/web-link.js';
import { useNow } from '../../../app/clock/use-now.js';
import { formatCountdown, matchCardModel, type MatchCardState } from '../model/match-card-model.js';
import { MessageDialog } from './message-dialog.js';
import { SubmitResultsModal } from './submit-results-modal.js';
import * as styles from './match-play.css.js';
import { SideMarker } from '../../../app/sides/side-marker.js';

export interface MatchCardProps {
  tournamentId: string;
  state: MatchCardState;
  gameName: string;
  metricLabels: string[];
  numberOfGames: number;
  /** After the viewer's report, confirmation or dispute was accepted. */
  onChanged: () => void;
}

type Dialog = 'submit' | 'dispute' | 'issue' | null;

export function MatchCard(props: MatchCardProps) {
  const myMatch = useMyMatch(props.tournamentId);
  if (myMatch.isPending) return null;
  return <MatchCardView {...props} detail={myMatch.data ?? null} />;
}

export function MatchCardView({
  tournamentId,
  state,
  gameName,
  metricLabels,
  numberOfGames,
  onChanged,
  detail,
}: MatchCardProps & { detail: MatchDetail | null }) {
  const now = useNow();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [issueSent, setIssueSent] = useState(false);
  const confirm = useConfirmScore(tournamentId);
  const dispute = useDisputeScore(tournamentId);
  const issue = useReportMatchIssue(tournamentId);
  const readyUp = useReadyUp(tournamentId);
  const viewerId = useViewer().user?.id ?? null;
  const model = matchCardModel(state, detail, now, viewerId);
  // Sides (issue 30): the viewer's side in game 1.
  const ownSide = detail?.match.sides.find((side) => side.seed !== null && side.seed === detail.viewer.seed)?.side;
  const nameOf = (seed: number) => detail?.entrants.find((entrant) => entrant.seed === seed)?.name ?? `Seed ${seed}`;

  return (
    <Card className={styles.card} data-testid="match-card" data-state={state}>
      <div className={styles.cardHeader}>
        <div>
          <p className={styles.eyebrow}>{state === 'MATCH_AVAILABLE' ? 'Match available' : 'Your match'}</p>
          <h2 className={styles.title}>{model.title}</h2>
        </div>
        {detail?.match.bestOf && detail.match.kind === 'DUEL' && detail.match.bestOf > 1 ? (
          <Badge tone="accent">Best of {detail.match.bestOf}</Badge>
        ) : null}
      </div>
      {model.missedSubmission ? (
        <p className={styles.missed} role="status" data-testid="match-status">
          {model.status}
        </p>
      ) : (
        <p className={styles.status} role="status" data-testid="match-status">
          {model.status}
        </p>
      )}

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{model.isLobby ? 'Your lobby' : 'Opponent'}</dt>
          <dd className={styles.factValue}>
            {model.opponents.length === 0 ? (
              'To be decided'
            ) : (
              <ul className={styles.versus} data-testid="match-opponents">
                {model.opponents.map((opponent) => (
                  <li key={opponent.seed}>
                    <Badge>{opponent.name}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {ownSide && detail ? (
          <div className={styles.fact} data-testid="match-own-side">
            <dt className={styles.factLabel}>Your side</dt>
            <dd className={styles.factValue}>
              <SideMarker match={detail.match} side={ownSide} showName />
              {detail.match.bestOf > 1 ? ' in game 1, then alternating' : ''}
            </dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Game</dt>
          <dd className={styles.factValue}>{gameName}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{model.countdown?.label ?? 'Deadline'}</dt>
          <dd className={styles.factValue}>
            {model.countdown ? (
              <time
                className={styles.countdown}
                dateTime={model.countdown.at}
                title={new Date(model.countdown.at).toLocaleString()}
                data-testid="match-countdown"
              >
                {formatCountdown(Date.parse(model.countdown.at) - now)}
              </time>
            ) : (
              '–'
            )}
          </dd>
        </div>
      </dl>

      {model.checkIn ? (
        <div className={styles.fact} data-testid="match-check-in">
          <span className={styles.factLabel}>Check-in</span>
          <ul className={styles.versus}>
            {model.checkIn.sides.map((side) => (
              <li key={side.name}>
                <Badge tone={side.ready ? 'success' : 'warning'}>
                  {side.mine ? 'You' : side.name}: {side.ready ? 'ready' : 'not checked in'}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {model.streamUrl ? (
        <p className={styles.stream}>
          <a href={safeHref(model.streamUrl)} target="_blank" rel="noreferrer" data-testid="match-stream-link">
            ▶ Watch the stream
          </a>
        </p>
      ) : null}

      {detail?.howToJoin ? (
        <div className={styles.fact}>
          <span className={styles.factLabel}>How to join</span>
          <p className={styles.howToJoin}>{detail.howToJoin}</p>
        </div>
      ) : null}

      {model.otherReports.length > 0 || model.myReports.length > 0 ? (
        <ul className={styles.reports} aria-label="Reported scores">
          {[...model.myReports, ...model.otherReports].map((report) => (
            <li key={report.id} className={styles.report}>
              <ReportLine
                report={report}
                mine={report.seed === detail?.viewer.seed}
                nameOf={nameOf}
                metricLabels={metricLabels}
                sides={detail?.match.sides ?? []}
              />
            </li>
          ))}
        </ul>
      ) : null}

      {readyUp.error ? (
        <p className={styles.missed} role="alert">
          {apiErrorText(readyUp.error)}
        </p>
      ) : null}
      {issueSent ? (
        <p className={styles.muted} role="status">
          Your issue was sent to the organizer.
        </p>
      ) : null}
      <div className={styles.actions}>
        {model.checkIn?.canReady && detail ? (
          <Button
            disabled={readyUp.isPending}
            onClick={() => readyUp.mutate(detail.match.id, { onSuccess: onChanged })}
          >
            {readyUp.isPending ? 'Checking in…' : 'Ready'}
          </Button>
        ) : null}
        {model.actions.submit ? <Button onClick={() => setDialog('submit')}>Submit results</Button> : null}
        {model.actions.confirm && detail ? (
          <Button
            variant="secondary"
            disabled={confirm.isPending}
            onClick={() => confirm.mutate(detail.match.id, { onSuccess: onChanged })}
          >
            {confirm.isPending ? 'Confirming…' : 'Confirm score'}
          </Button>
        ) : null}
        {model.actions.dispute ? (
          <Button variant="danger" onClick={() => setDialog('dispute')}>
            Report incorrect score
          </Button>
        ) : null}
        {model.actions.issue ? (
          <Button variant="ghost" onClick={() => setDialog('issue')}>
            Report an issue
          </Button>
        ) : null}
      </div>

      {dialog === 'submit' && detail ? (
        <SubmitResultsModal
          tournamentId={tournamentId}
          detail={detail}
          metricLabels={metricLabels}
          numberOfGames={numberOfGames}
          onClose={() => setDialog(null)}
          onSubmitted={onChanged}
        />
      ) : null}
      {dialog === 'dispute' && detail ? (
        <MessageDialog
          title="Report incorrect score"
          description="The organizer reviews both reports and decides. Tell them what the correct score is."
          label="Message to the organizer"
          submitLabel="Report incorrect score"
          required={false}
          pending={dispute.isPending}
          error={dispute.error ? apiErrorText(dispute.error) : null}
          onClose={() => setDialog(null)}
          onSubmit={(message) =>
            dispute.mutate(
              { matchId: detail.match.id, message },
              {
                onSuccess: () => {
                  setDialog(null);
                  onChanged();
                },
              },
            )
          }
        />
      ) : null}
      {dialog === 'issue' && detail ? (
        <MessageDialog
          title="Report an issue"
          description="Something wrong with this match (opponent absent, technical problem…)? The organizer sees your message with the match."
          label="What happened?"
          submitLabel="Send to the organizer"
          required
          pending={issue.isPending}
          error={issue.error ? apiErrorText(issue.error) : null}
          onClose={() => setDialog(null)}
          onSubmit={(message) =>
            issue.mutate(
              { matchId: detail.match.id, message },
              {
                onSuccess: () => {
                  setDialog(null);
                  setIssueSent(true);
                },
              },
            )
          }
        />
      ) : null}
    </Card>
  );
}

function apiErrorText(error: unknown): string {
  return errorText(isApiError(error) ? error.code : null);
}

function ReportLine({
  report,
  mine,
  nameOf,
  metricLabels,
  sides,
}: {
  sides: readonly MatchSide[];
  report: MatchReport;
  mine: boolean;
  nameOf: (seed: number) => string;
  metricLabels: string[];
}) {
  const who = mine ? 'Your report' : `${report.reporterNickname} reported`;
  let what: string;
  if (report.kind === 'DUEL') {
    // Stored in side order; read out with the reporter's score first, as they typed it.
    const reporterSecond = sides[1]?.seed === report.seed;
    const games = report.games
      .map((game) => (reporterSecond ? [...game.scores].reverse() : game.scores).join('–'))
      .join(', ');
    what = `${games}${report.winnerSeed !== null ? ` · winner ${nameOf(report.winnerSeed)}` : ''}`;
  } else if (report.ffa) {
    const metrics = (report.ffa.ingameMetricScores ?? []).map(
      (metric, index) => `${metricLabels[index] ?? `Metric ${index + 1}`} ${metric.score}`,
    );
    what = `game ${report.ffa.gameIndex + 1}: ${report.ffa.isForfeit ? 'forfeit' : `rank ${report.ffa.ingameRank ?? '–'}`}`;
    if (metrics.length > 0) what += ` · ${metrics.join(', ')}`;
  } else {
    what = '';
  }
  return (
    <>
      <span>
        <strong>{who}</strong> {what}
      </span>
      {report.screenshots.map((shot) => (
        <a key={shot.url} href={shot.url} target="_blank" rel="noreferrer">
          <img src={shot.url} alt={`Screenshot of game ${shot.gameIndex + 1}`} className={styles.thumbnail} />
        </a>
      ))}
    </>
  );
}
