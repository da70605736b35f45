// The frame every labelled form control shares (text input, text area, select): the label row with an optional
// character counter, the control, a hint and the inline error, tied to the control by id, aria-describedby and
// aria-invalid so a screen reader reads the label, the hint and the error with the control.
import { useId, type ReactNode } from 'react';
import { CharacterCounter } from './character-counter.js';
import * as styles from './field.css.js';

/** What the control inside a Field spreads onto itself. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  label: string;
  /** The control's id; a generated one by default. */
  id?: string;
  hint?: string;
  /** Usually the server's field error (formFieldErrors, SPEC §8). */
  error?: string | null;
  /** Shows "n / max" beside the label. */
  counter?: { length: number; max: number };
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

export function Field({ label, id, hint, error, counter, className, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const counterId = `${controlId}-counter`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [counter ? counterId : '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {counter ? <CharacterCounter id={counterId} length={counter.length} max={counter.max} /> : null}
      </div>
      {children({
        id: controlId,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
