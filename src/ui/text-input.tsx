// Labelled single-line text field with an optional character counter and an inline error
// (the error usually comes from the server's formFieldErrors, SPEC §8).
import { useId, type InputHTMLAttributes } from 'react';
import { CharacterCounter } from './character-counter.js';
import * as styles from './field.css.js';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shows "n / max" and limits typing to it. */
  maxLength?: number;
  hint?: string;
  error?: string | null;
}

export function TextInput({
  label,
  value,
  onValueChange,
  maxLength,
  hint,
  error,
  id,
  className,
  ...rest
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const counterId = `${inputId}-counter`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [maxLength ? counterId : '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        {maxLength ? <CharacterCounter id={counterId} length={value.length} max={maxLength} /> : null}
      </div>
      <input
        id={inputId}
        className={styles.control}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValueChange(event.target.value)}
        {...rest}
      />
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
