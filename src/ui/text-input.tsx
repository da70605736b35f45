// Labelled single-line text field with an optional character counter and an inline error
// (the error usually comes from the server's formFieldErrors, SPEC §8), in the shared field frame (field.tsx).
import type { InputHTMLAttributes } from 'react';
import { Field } from './field.js';
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
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      counter={maxLength ? { length: value.length, max: maxLength } : undefined}
      className={className}
    >
      {(control) => (
        <input
          {...control}
          className={styles.control}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        />
      )}
    </Field>
  );
}
