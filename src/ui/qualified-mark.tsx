// Marks an entrant who went on to the next stage: a short "Q" chip on screen, "Qualified" for assistive
// technology and as its tooltip.
import { mark } from './qualified-mark.css.js';
import { visuallyHidden } from './visually-hidden.css.js';

export function QualifiedMark({ title = 'Qualified' }: { title?: string }) {
  return (
    <span className={mark} title={title} data-qualified="true">
      <span aria-hidden="true">Q</span>
      <span className={visuallyHidden}>{title}</span>
    </span>
  );
}
