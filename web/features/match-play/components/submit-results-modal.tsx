// "Submit results" (SPEC §2, §3, §7): a duel series game by game, or an FFA lobby game by game, with
// screenshots uploaded with a progress bar. Refusals show at their fields or in the modal's own alert, since
// the page banner would sit behind the dialog.
import { useState } from 'react';
import { Button } from '../../../../src/ui/button.js';
import { Select } from '../../../../src/ui/select.js';
import { Modal } from '../../../../src/ui/modal.js';
import type { MatchDetail } from '../../../../src/contract/matches.js';
import { useSubmitDuelScore } from '../api/submit-duel-score.js';
import { useSubmitFfaScore } from '../api/submit-ffa-score.js';
import {
  buildDuelReport,
  duelField,
  emptyDuelRows,
  type DuelGameRow,
  type FieldErrors,
} from '../model/duel-report-form.js';
import { buildFfaReport, emptyFfaRow, ffaField, type FfaGameRow } from '../model/ffa-report-form.js';
import { splitSubmitError } from '../model/submit-error.js';
import { DuelScoreFields } from './duel-score-fields.js';
import { FfaScoreFields } from './ffa-score-fields.js';
import * as styles from './match-play.css.js';

export interface SubmitResultsModalProps {
  tournamentId: string;
  detail: MatchDetail;
  /** The tournament's in-game metric labels (FFA), from format.scoringSystem.ingameMetrics. */
  metricLabels: string[];
  /** Games per FFA round (format.numberOfGames). */
  numberOfGames: number;
  onClose: () => void;
  /** After a report was accepted (the page refreshes the viewer's tournament lists, SPEC §4). */
  onSubmitted: () => void;
}

const nameOf = (detail: MatchDetail, seed: number | null) =>
  detail.entrants.find((entrant) => entrant.seed === seed)?.name ?? (seed === null ? 'To be decided' : `Seed ${seed}`);

export function SubmitResultsModal(props: SubmitResultsModalProps) {
  return (
    <Modal open onClose={props.onClose} title="Submit results" maxWidth={720}>
      {props.detail.match.kind === 'DUEL' ? <DuelForm {...props} /> : <FfaForm {...props} />}
    </Modal>
  );
}

function UploadProgress({ fraction }: { fraction: number | null }) {
  if (fraction === null) return null;
  const percent = Math.round(fraction * 100);
  return (
    <div>
      <p className={styles.muted}>{percent < 100 ? `Uploading… ${percent}%` : 'Saving…'}</p>
      <progress className={styles.progress} max={100} value={percent} aria-label="Upload progress" />
    </div>
  );
}

function DuelForm({ tournamentId, detail, onClose, onSubmitted }: SubmitResultsModalProps) {
  const { match, viewer } = detail;
  const [rows, setRows] = useState<DuelGameRow[]>(() => emptyDuelRows(match.bestOf));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const submit = useSubmitDuelScore(tournamentId);
  const mySeed = viewer.seed ?? 0;
  const opponentSeed = match.sides.find((side) => side.seed !== null && side.seed !== mySeed)?.seed ?? 0;
  const fieldNames = rows.flatMap((_, index) => [
    duelField.mine(index),
    duelField.theirs(index),
    duelField.screenshot(index),
  ]);

  function onSubmit() {
    setAlert(null);
    const built = buildDuelReport({
      bestOf: match.bestOf,
      games: rows,
      mySeed,
      opponentSeed,
      screenshotRequired: detail.screenshotRequired,
    });
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setProgress(0);
    submit.mutate(
      { matchId: match.id, formData: built.formData, onProgress: setProgress },
      {
        onSuccess: () => {
          onSubmitted();
          onClose();
        },
        onError: (error) => {
          const split = splitSubmitError(error, [...fieldNames, duelField.winner]);
          setErrors(split.fields);
          setAlert(split.alert);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DuelScoreFields
        rows={rows}
        onChange={setRows}
        myName={nameOf(detail, mySeed)}
        opponentName={nameOf(detail, opponentSeed)}
        bestOf={match.bestOf}
        screenshotRequired={detail.screenshotRequired}
        errors={errors}
        disabled={submit.isPending}
      />
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <UploadProgress fraction={progress} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit results'}
        </Button>
      </div>
    </form>
  );
}

function FfaForm({ tournamentId, detail, metricLabels, numberOfGames, onClose, onSubmitted }: SubmitResultsModalProps) {
  const reported = new Set(
    detail.reports
      .filter((report) => report.seed === detail.viewer.seed && report.ffa)
      .map((report) => report.ffa!.gameIndex),
  );
  const open = Array.from({ length: Math.max(1, numberOfGames) }, (_, index) => index).filter(
    (index) => !reported.has(index),
  );
  const [gameIndex, setGameIndex] = useState<number>(open[0] ?? 0);
  const [row, setRow] = useState<FfaGameRow>(() => emptyFfaRow(open[0] ?? 0, metricLabels.length));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sent, setSent] = useState<number[]>([]);
  const submit = useSubmitFfaScore(tournamentId);
  const remaining = open.filter((index) => !sent.includes(index));
  const fieldNames = [
    ffaField.rank,
    ffaField.screenshot,
    'screenshotUrl',
    ...metricLabels.map((_, index) => ffaField.metric(index)),
  ];

  function choose(index: number) {
    setGameIndex(index);
    setRow(emptyFfaRow(index, metricLabels.length));
    setErrors({});
    setAlert(null);
  }

  function onSubmit() {
    setAlert(null);
    const built = buildFfaReport(row, {
      screenshotRequired: detail.screenshotRequired,
      lobbySize: detail.match.sides.length,
    });
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    setProgress(0);
    submit.mutate(
      { matchId: detail.match.id, formData: built.formData, onProgress: setProgress },
      {
        onSuccess: () => {
          onSubmitted();
          const left = remaining.filter((index) => index !== gameIndex);
          setSent((done) => [...done, gameIndex]);
          if (left.length === 0) onClose();
          else choose(left[0]);
        },
        onError: (error) => {
          const split = splitSubmitError(error, fieldNames);
          setErrors(split.fields);
          setAlert(split.alert);
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  if (remaining.length === 0) return <p className={styles.muted}>You have reported every game of this round.</p>;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {remaining.length > 1 || numberOfGames > 1 ? (
        <Select
          label="Game to report"
          value={String(gameIndex)}
          options={remaining.map((index) => ({ value: String(index), label: `Game ${index + 1}` }))}
          onValueChange={(value) => choose(Number(value))}
          disabled={submit.isPending}
        />
      ) : null}
      {sent.length > 0 ? (
        <p className={styles.muted} role="status">
          Reported: {sent.map((index) => `game ${index + 1}`).join(', ')}.
        </p>
      ) : null}
      <FfaScoreFields
        row={row}
        onChange={setRow}
        metricLabels={metricLabels}
        screenshotRequired={detail.screenshotRequired}
        errors={errors}
        disabled={submit.isPending}
      />
      {alert ? (
        <p className={styles.alert} role="alert">
          {alert}
        </p>
      ) : null}
      <UploadProgress fraction={progress} />
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onClose} disabled={submit.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : `Submit game ${gameIndex + 1}`}
        </Button>
      </div>
    </form>
  );
}
