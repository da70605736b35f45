// The FFA fields of the submit-results modal for one game: in-game rank, the tournament's in-game metrics
// (labelled as the organizer named them), a forfeit box that disables both, and a screenshot.
import { TextInput } from '../../../../src/ui/text-input.js';
import type { FieldErrors } from '../model/duel-report-form.js';
import { ffaField, type FfaGameRow } from '../model/ffa-report-form.js';
import { ScreenshotField } from './screenshot-field.js';
import * as styles from './match-play.css.js';

export interface FfaScoreFieldsProps {
  row: FfaGameRow;
  onChange: (row: FfaGameRow) => void;
  metricLabels: string[];
  screenshotRequired: boolean;
  errors: FieldErrors;
  disabled: boolean;
}

export function FfaScoreFields({
  row,
  onChange,
  metricLabels,
  screenshotRequired,
  errors,
  disabled,
}: FfaScoreFieldsProps) {
  return (
    <fieldset className={styles.gameRow} data-testid="ffa-game-row">
      <legend className={styles.gameLegend}>Game {row.gameIndex + 1}</legend>
      <label className={`${styles.checkbox} ${styles.wide}`}>
        <input
          type="checkbox"
          checked={row.isForfeit}
          disabled={disabled}
          onChange={(event) => onChange({ ...row, isForfeit: event.target.checked })}
        />
        I forfeit this game
      </label>
      <TextInput
        label="In-game rank"
        inputMode="numeric"
        value={row.rank}
        onValueChange={(rank) => onChange({ ...row, rank })}
        error={errors[ffaField.rank]}
        disabled={disabled || row.isForfeit}
      />
      {metricLabels.map((label, index) => (
        <TextInput
          key={index}
          label={label || `Metric ${index + 1}`}
          inputMode="decimal"
          value={row.metrics[index] ?? ''}
          onValueChange={(value) =>
            onChange({ ...row, metrics: row.metrics.map((old, at) => (at === index ? value : old)) })
          }
          error={errors[ffaField.metric(index)]}
          disabled={disabled || row.isForfeit}
        />
      ))}
      <div className={styles.wide}>
        <ScreenshotField
          label={`Screenshot of game ${row.gameIndex + 1}`}
          file={row.screenshot instanceof File ? row.screenshot : null}
          onChange={(screenshot) => onChange({ ...row, screenshot })}
          required={screenshotRequired && !row.isForfeit}
          error={errors[ffaField.screenshot] ?? errors.screenshotUrl}
          disabled={disabled}
        />
      </div>
    </fieldset>
  );
}
