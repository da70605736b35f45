// The choice controls the administration forms share (tournament wizard, leaderboard administration): a
// labelled select and a checkbox, both showing the server's field error under them.
import { useId, type ReactNode } from 'react';
import * as styles from './choice-fields.css.js';

export interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: V) => void;
  error?: string;
  name?: string;
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onValueChange,
  error,
  name,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={styles.selectField}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onValueChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  name?: string;
}) {
  return (
    <div>
      <label className={styles.checkRow}>
        <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
        {label}
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
