// The choice controls the administration forms share (tournament wizard, leaderboard administration): a
// labelled select and a checkbox, both showing the server's field error under them.
import type { ReactNode } from 'react';
import * as styles from './choice-fields.css.js';

// The select is the shared one (select.tsx); the administration forms know it by this name.
export { Select as SelectField, type SelectProps as SelectFieldProps } from './select.js';

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
