// What an overlay shows for a tournament that is not public (a draft, hidden, unknown): one plain line, nothing of
// the tournament, so a wrong or stale URL in a stream's scene cannot leak a private event.
import * as styles from './overlay.css.js';

export function OverlayUnavailable({ text = 'Overlay not available' }: { text?: string }) {
  return (
    <p className={styles.unavailable} data-testid="overlay-unavailable" role="status">
      {text}
    </p>
  );
}
