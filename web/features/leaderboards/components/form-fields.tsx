// The administration's select and checkbox (src/ui), error lines, and the lookup of a save's formFieldErrors by
// field path.
import type { FormFieldErrors } from '../../../../src/contract/error-body.js';
import { isApiError } from '../../../app/api/api-error.js';
import * as styles from './leaderboard-admin.css.js';

export { CheckboxField, SelectField } from '../../../../src/ui/choice-fields.js';

export function fieldErrorsOf(error: unknown): FormFieldErrors {
  return isApiError(error) ? (error.formFieldErrors ?? {}) : {};
}

/** Texts no field of the form shows (so they are not lost): "name: …". */
export function otherErrors(errors: FormFieldErrors, shown: (path: string) => boolean): string[] {
  return Object.entries(errors)
    .filter(([path]) => !shown(path))
    .map(([path, text]) => `${path}: ${text}`);
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
