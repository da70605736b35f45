// The notification queue as pure transitions (SPEC §4): the newest notification is selected when added,
// and dismissing one keeps the cursor pointing at a notification that still exists.
import type { BannerNotification, NotificationType } from '../../../src/ui/notification-banner.js';

export interface NotificationQueue {
  items: readonly BannerNotification[];
  selectedIndex: number;
}

export const EMPTY_QUEUE: NotificationQueue = { items: [], selectedIndex: 0 };

function clamp(index: number, length: number): number {
  if (length === 0) return 0;
  return Math.min(Math.max(index, 0), length - 1);
}

/**
 * Adds a notification and selects it. The same text of the same type already waiting in the queue is not
 * repeated (several failing requests often report one problem); it is selected instead.
 */
export function addNotification(queue: NotificationQueue, notification: BannerNotification): NotificationQueue {
  const existing = queue.items.findIndex((item) => item.type === notification.type && item.text === notification.text);
  if (existing !== -1) return { items: queue.items, selectedIndex: existing };
  const items = [...queue.items, notification];
  return { items, selectedIndex: items.length - 1 };
}

export function dismissNotification(queue: NotificationQueue, id: string): NotificationQueue {
  const removedIndex = queue.items.findIndex((item) => item.id === id);
  if (removedIndex === -1) return queue;
  const items = queue.items.filter((item) => item.id !== id);
  // Removing one before the cursor shifts the selected one down by one place; keep showing it.
  const selected = removedIndex < queue.selectedIndex ? queue.selectedIndex - 1 : queue.selectedIndex;
  return { items, selectedIndex: clamp(selected, items.length) };
}

export function selectNext(queue: NotificationQueue): NotificationQueue {
  return { ...queue, selectedIndex: clamp(queue.selectedIndex + 1, queue.items.length) };
}

export function selectPrevious(queue: NotificationQueue): NotificationQueue {
  return { ...queue, selectedIndex: clamp(queue.selectedIndex - 1, queue.items.length) };
}

export type { BannerNotification, NotificationType };
