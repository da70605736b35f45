// The Format section's best-of group, shown for duels: one best-of per round of stage 1 (per winners round in
// double elimination, whose losers bracket and grand final follow from them).
import { BEST_OF_VALUES } from '../../../../src/domain/types.js';
import type { FieldErrorLookup } from '../model/field-errors.js';
import { GroupError, SelectField } from './form-controls.js';
import * as styles from './tournament-admin.css.js';

export function BestOfFields({
  roundNames,
  bestOf,
  onBestOf,
  doubleElimination,
  multiStage,
  errorAt,
}: {
  /** The rounds' names, one a round. */
  roundNames: readonly string[];
  /** One best-of a round, as long as roundNames. */
  bestOf: readonly number[];
  onBestOf: (bestOf: number[]) => void;
  doubleElimination: boolean;
  multiStage: boolean;
  errorAt: FieldErrorLookup;
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {multiStage ? 'Stage 1: ' : ''}
        {doubleElimination ? 'Best of, per winners round' : 'Best of, per round'}
      </legend>
      {doubleElimination ? (
        <p className={styles.muted}>
          The losers bracket plays the first round’s best-of; the grand final plays the winners final’s.
        </p>
      ) : null}
      <div className={styles.grid}>
        {bestOf.map((value, index) => (
          <SelectField
            key={index}
            label={roundNames[index]}
            name={`bestOf-${index}`}
            value={String(value)}
            options={BEST_OF_VALUES.map((n) => ({ value: String(n), label: `Best of ${n}` }))}
            onValueChange={(text) => onBestOf(bestOf.map((b, i) => (i === index ? Number(text) : b)))}
            error={errorAt(`bestOf.${index}`)}
          />
        ))}
      </div>
      <GroupError text={errorAt('bestOf')} />
    </fieldset>
  );
}
