// The frame every section form shares: a fieldset that is read-only while the section is locked (saved or
// published), the Save button while it is editable, and any server text the form has no field for.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../src/ui/button.js';
import * as styles from './tournament-admin.css.js';

export interface SectionFormProps {
  name: string;
  readOnly: boolean;
  pending: boolean;
  onSubmit: () => void;
  /** Texts without a field of their own (e.g. a catalogue code). */
  otherErrors?: readonly string[];
  children: ReactNode;
  extraActions?: ReactNode;
}

export function SectionForm({
  name,
  readOnly,
  pending,
  onSubmit,
  otherErrors = [],
  children,
  extraActions,
}: SectionFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate data-section-form={name} className={styles.fieldset}>
      <fieldset disabled={readOnly} className={styles.fieldset}>
        {children}
      </fieldset>
      {otherErrors.map((text) => (
        <p key={text} className={styles.error} role="alert">
          {text}
        </p>
      ))}
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save section'}
          </Button>
          {extraActions}
        </div>
      )}
    </form>
  );
}
