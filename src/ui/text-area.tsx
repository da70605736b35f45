// Labelled multi-line text field with a character counter and an inline error.
import { useId, type TextareaHTMLAttributes } from 'react';
import { CharacterCounter } from './character-counter.js';
import * as styles from './field.css.js';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  maxLength?: number;
  hint?: string;
  error?: string | null;
}

export function TextArea({
  label,
  value,
  onValueChange,
  maxLength,
  hint,
  error,
  id,
  className,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const counterId = `${areaId}-counter`;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  const describedBy = [maxLength ? counterId : '', hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.labelRow}>
        <label htmlFor={areaId} className={styles.label}>
          {label}
        </label>
        {maxLength ? <CharacterCounter id={counterId} length={value.length} max={maxLength} /> : null}
      </div>
      <textarea
        id={areaId}
        className={[styles.control, styles.textArea].join(' ')}
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
