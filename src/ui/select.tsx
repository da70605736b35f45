// Labelled drop-down list in the shared field frame (field.tsx): filters, the round picker, the team to register.
// Its options are data, so a screen never writes its own <select>.
import type { SelectHTMLAttributes } from 'react';
import { Field } from './field.js';
import * as styles from './field.css.js';

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface SelectProps<V extends string> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  label: string;
  value: V;
  /** In order; an "any" choice is an option with the empty value. */
  options: readonly SelectOption<V>[];
  onValueChange: (value: V) => void;
  hint?: string;
  error?: string | null;
}

export function Select<V extends string>({
  label,
  value,
  options,
  onValueChange,
  hint,
  error,
  id,
  className,
  ...rest
}: SelectProps<V>) {
  return (
    <Field label={label} id={id} hint={hint} error={error} className={className}>
      {(control) => (
        <select
          {...control}
          className={[styles.control, styles.select].join(' ')}
          value={value}
          // The options are the only values the element can hold.
          onChange={(event) => onValueChange(event.target.value as V)}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
