import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUEUE,
  addNotification,
  dismissNotification,
  selectNext,
  selectPrevious,
  type NotificationQueue,
} from '../../web/app/notifications/notification-queue.js';

const n = (id: string, text = `text ${id}`) => ({ id, type: 'error' as const, text });

function queueOf(ids: string[], selectedIndex: number): NotificationQueue {
  return { items: ids.map((id) => n(id)), selectedIndex };
}

describe('notification queue', () => {
  it('selects the newest notification when one is added', () => {
    let queue = addNotification(EMPTY_QUEUE, n('a'));
    queue = selectPrevious(addNotification(queue, n('b')));
    expect(queue.selectedIndex).toBe(0);
    queue = addNotification(queue, n('c'));
    expect(queue.items.map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(queue.selectedIndex).toBe(2);
  });

  it('does not repeat a notification with the same type and text; it selects the waiting one', () => {
    let queue = addNotification(EMPTY_QUEUE, n('a', 'same'));
    queue = addNotification(queue, n('b', 'other'));
    queue = addNotification(queue, n('c', 'same'));
    expect(queue.items).toHaveLength(2);
    expect(queue.selectedIndex).toBe(0);
  });

  it('keeps showing the selected notification when an earlier one is dismissed', () => {
    const queue = dismissNotification(queueOf(['a', 'b', 'c'], 2), 'a');
    expect(queue.items.map((item) => item.id)).toEqual(['b', 'c']);
    expect(queue.items[queue.selectedIndex]?.id).toBe('c');
  });

  it('keeps the selection on the same notification when one before it in the middle of the queue goes', () => {
    const queue = dismissNotification(queueOf(['a', 'b', 'c', 'd'], 2), 'a');
    expect(queue.selectedIndex).toBe(1);
    expect(queue.items[queue.selectedIndex]?.id).toBe('c');
  });

  it('moves the cursor back into range when the last, selected notification is dismissed', () => {
    const queue = dismissNotification(queueOf(['a', 'b', 'c'], 2), 'c');
    expect(queue.selectedIndex).toBe(1);
    expect(queue.items[queue.selectedIndex]?.id).toBe('b');
  });

  it('shows the next one in place when a selected middle notification is dismissed', () => {
    const queue = dismissNotification(queueOf(['a', 'b', 'c'], 1), 'b');
    expect(queue.items[queue.selectedIndex]?.id).toBe('c');
  });

  it('leaves the cursor at 0 when the queue becomes empty, and ignores unknown ids', () => {
    const emptied = dismissNotification(queueOf(['a'], 0), 'a');
    expect(emptied).toEqual({ items: [], selectedIndex: 0 });
    const same = queueOf(['a', 'b'], 1);
    expect(dismissNotification(same, 'zzz')).toBe(same);
  });

  it('keeps next and previous within the queue', () => {
    const queue = queueOf(['a', 'b'], 0);
    expect(selectPrevious(queue).selectedIndex).toBe(0);
    expect(selectNext(queue).selectedIndex).toBe(1);
    expect(selectNext(selectNext(queue)).selectedIndex).toBe(1);
    expect(selectNext(EMPTY_QUEUE).selectedIndex).toBe(0);
  });
});
