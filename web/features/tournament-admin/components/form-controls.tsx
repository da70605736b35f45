// The section forms' controls: the select and checkbox of src/ui, and an error that belongs to a whole group.
import * as styles from './tournament-admin.css.js';

export { CheckboxField, SelectField } from '../../../../src/ui/choice-fields.js';

/** An error of a whole group (a list, a section) that has no single field to sit under. */
export function GroupError({ text }: { text?: string }) {
  return text ? (
    <p className={styles.error} role="alert">
      {text}
    </p>
  ) : null;
}
