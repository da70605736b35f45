// Client state of the notification banner (zustand). Anything, including code outside React such as the
// API client, can call `notify`.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import {
  EMPTY_QUEUE,
  addNotification,
  dismissNotification,
  selectNext,
  selectPrevious,
  type NotificationQueue,
  type NotificationType,
} from './notification-queue.js';

interface NotificationActions {
  notify: (type: NotificationType, text: string) => string;
  dismiss: (id: string) => void;
  next: () => void;
  previous: () => void;
  clearAll: () => void;
}

let sequence = 0;

export const notificationStore = createStore<NotificationQueue & NotificationActions>((set, get) => ({
  ...EMPTY_QUEUE,
  notify: (type, text) => {
    sequence += 1;
    const id = `notification-${sequence}`;
    set((state) => addNotification(state, { id, type, text }));
    const state = get();
    return state.items[state.selectedIndex]?.id ?? id;
  },
  dismiss: (id) => set((state) => dismissNotification(state, id)),
  next: () => set((state) => selectNext(state)),
  previous: () => set((state) => selectPrevious(state)),
  clearAll: () => set({ ...EMPTY_QUEUE }),
}));

export function notify(type: NotificationType, text: string): string {
  return notificationStore.getState().notify(type, text);
}

export function useNotifications<T>(selector: (state: NotificationQueue & NotificationActions) => T): T {
  return useStore(notificationStore, selector);
}
