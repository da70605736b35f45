// The duel rows of the submit-results modal: per game of the best-of series, your score, the opponent's score
// and a screenshot; the derived series winner is shown under the rows.
import { TextInput } from '../../../../src/ui/text-input.js';
import { deriveSeries, duelField, type DuelGameRow, type FieldErrors } from '../model/duel-report-form.js';
import { ScreenshotField } from './screenshot-field.js';
import * as styles from './match-play.css.js';

export interface DuelScoreFieldsProps {
  rows: DuelGameRow[];
  onChange: (rows: DuelGameRow[]) => void;
  myName: string;
  opponentName: string;
  bestOf: number;
  screenshotRequired: boolean;
  errors: FieldErrors;
  disabled: boolean;
}

export function DuelScoreFields({
  rows,
  onChange,
  myName,
  opponentName,
  bestOf,
  screenshotRequired,
  errors,
  disabled,
}: DuelScoreFieldsProps) {
  const update = (index: number, change: Partial<DuelGameRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const series = deriveSeries(rows);
  return (
    <>
      <p className={styles.muted}>
        {bestOf > 1
          ? `Best of ${bestOf}: enter each game played, in order; leave the games that were not needed empty.`
          : 'Enter the final score.'}
      </p>
      <div className={styles.gameRows}>
        {rows.map((row, index) => (
          <fieldset key={index} className={styles.gameRow} data-testid="duel-game-row">
            <legend className={styles.gameLegend}>Game {index + 1}</legend>
            <TextInput
              label={`Your score (${myName})`}
              inputMode="numeric"
              value={row.mine}
              onValueChange={(mine) => update(index, { mine })}
              error={errors[duelField.mine(index)]}
              disabled={disabled}
            />
            <TextInput
              label={`Opponent score (${opponentName})`}
              inputMode="numeric"
              value={row.theirs}
              onValueChange={(theirs) => update(index, { theirs })}
              error={errors[duelField.theirs(index)]}
              disabled={disabled}
            />
            <div className={styles.wide}>
              <ScreenshotField
                label={`Screenshot of game ${index + 1}`}
                file={row.screenshot}
                onChange={(screenshot) => update(index, { screenshot })}
                required={screenshotRequired}
                error={errors[duelField.screenshot(index)]}
                disabled={disabled}
              />
            </div>
          </fieldset>
        ))}
      </div>
      <p className={styles.winnerLine} aria-live="polite" data-testid="derived-winner">
        {series.played === 0
          ? 'Winner: enter the scores'
          : series.winner === null
            ? `Games ${series.myWins}–${series.theirWins}: no winner yet`
            : `Winner: ${series.winner === 'mine' ? myName : opponentName} (${series.myWins}–${series.theirWins})`}
      </p>
      {errors[duelField.winner] ? (
        <p className={styles.fieldError} role="alert">
          {errors[duelField.winner]}
        </p>
      ) : null}
    </>
  );
}
