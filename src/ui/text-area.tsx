// Labelled multi-line text field with a character counter and an inline error, in the shared field frame.
import type { TextareaHTMLAttributes } from 'react';
import { Field } from './field.js';
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
        <textarea
          {...control}
          className={[styles.control, styles.textArea].join(' ')}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValueChange(event.target.value)}
          {...rest}
        />
      )}
    </Field>
  );
}
