// The administration's select and checkbox, each with the server's field error under it, and the lookup
// of a save's formFieldErrors by field path.
import { useId, type ReactNode } from 'react';
import type { FormFieldErrors } from '../../../../src/contract/error-body.js';
import { isApiError } from '../../../app/api/api-error.js';
import * as styles from './leaderboard-admin.css.js';

export function fieldErrorsOf(error: unknown): FormFieldErrors {
  return isApiError(error) ? (error.formFieldErrors ?? {}) : {};
}

/** Texts no field of the form shows (so they are not lost): "name: …". */
export function otherErrors(errors: FormFieldErrors, shown: (path: string) => boolean): string[] {
  return Object.entries(errors)
    .filter(([path]) => !shown(path))
    .map(([path, text]) => `${path}: ${text}`);
}

export function SelectField<V extends string>({
  label,
  value,
  options,
  onValueChange,
  error,
  name,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onValueChange: (value: V) => void;
  error?: string;
  name?: string;
}) {
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
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}) {
  return (
    <label className={styles.checkRow}>
      <input type="checkbox" name={name} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}

export function ErrorLines({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.map((text) => (
        <p key={text} className={styles.error} role="alert">
          {text}
        </p>
      ))}
    </>
  );
}
