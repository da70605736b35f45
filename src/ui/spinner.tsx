// Loading indicator announced to screen readers through a status role.
import * as styles from './spinner.css.js';
import { visuallyHidden } from './visually-hidden.css.js';

export function Spinner({
  label = 'Loading…',
  fullPage = false,
  showLabel = false,
}: {
  label?: string;
  fullPage?: boolean;
  showLabel?: boolean;
}) {
  return (
    <div role="status" className={[styles.wrapper, fullPage ? styles.fullPage : ''].join(' ')}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </div>
  );
}
