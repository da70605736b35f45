// Puts the queued notifications on screen, above everything in the page flow.
import { NotificationBanner } from '../../../src/ui/notification-banner.js';
import { useNotifications } from './notification-store.js';
import * as styles from './notification-outlet.css.js';

export function NotificationOutlet() {
  const items = useNotifications((state) => state.items);
  const selectedIndex = useNotifications((state) => state.selectedIndex);
  const next = useNotifications((state) => state.next);
  const previous = useNotifications((state) => state.previous);
  const dismiss = useNotifications((state) => state.dismiss);
  if (items.length === 0) return null;
  return (
    <div className={styles.outlet}>
      <NotificationBanner
        notifications={items}
        selectedIndex={selectedIndex}
        onNext={next}
        onPrevious={previous}
        onClose={dismiss}
      />
    </div>
  );
}
