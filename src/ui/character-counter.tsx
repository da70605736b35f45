// "n / max" under a text field (SPEC §5: text fields have character counters). The visible counter is
// hidden from screen readers; the polite text next to it says how many characters are left.
import * as styles from './field.css.js';
import { visuallyHidden } from './visually-hidden.css.js';

export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const left = max - length;
  return (
    <span id={id} className={[styles.counter, left < 0 ? styles.counterOver : ''].join(' ')}>
      <span aria-hidden="true">
        {length} / {max}
      </span>
      <span className={visuallyHidden}>{left >= 0 ? `${left} characters left` : `${-left} characters too many`}</span>
    </span>
  );
}
