// Shows one notification of a queue at a time, with previous/next arrows and a close button (SPEC §2).
// The queue and its cursor live with the caller; this component only renders them.
import * as styles from './notification-banner.css.js';

export type NotificationType = 'error' | 'warning' | 'message';

export interface BannerNotification {
  id: string;
  type: NotificationType;
  text: string;
}

export interface NotificationBannerProps {
  notifications: readonly BannerNotification[];
  selectedIndex: number;
  onPrevious: () => void;
  onNext: () => void;
  onClose: (id: string) => void;
}

const KIND_LABEL: Record<NotificationType, string> = { error: 'Error', warning: 'Warning', message: 'Info' };

export function NotificationBanner({
  notifications,
  selectedIndex,
  onPrevious,
  onNext,
  onClose,
}: NotificationBannerProps) {
  const current = notifications[selectedIndex];
  if (!current) return null;
  const count = notifications.length;
  return (
    <div
      className={styles.bannerType[current.type]}
      role={current.type === 'error' ? 'alert' : 'status'}
      aria-label="Notifications"
      data-testid="notification-banner"
    >
      <p className={styles.text}>
        <span className={styles.kind}>{KIND_LABEL[current.type]}:</span>
        {current.text}
      </p>
      {count > 1 ? (
        <div className={styles.pager}>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Previous notification"
            disabled={selectedIndex === 0}
            onClick={onPrevious}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.position}>
            {selectedIndex + 1} / {count}
          </span>
          <button
            type="button"
            className={styles.iconButton}
            aria-label="Next notification"
            disabled={selectedIndex === count - 1}
            onClick={onNext}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Close notification"
        onClick={() => onClose(current.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
