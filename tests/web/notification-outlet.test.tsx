// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { NotificationOutlet } from '../../web/app/notifications/notification-outlet.js';
import { notificationStore, notify } from '../../web/app/notifications/notification-store.js';

beforeEach(() => notificationStore.getState().clearAll());
afterEach(cleanup);

describe('notification banner', () => {
  it('shows the newest notification, pages with the arrows and closes the shown one', () => {
    render(<NotificationOutlet />);
    expect(screen.queryByTestId('notification-banner')).toBeNull();
    act(() => {
      notify('error', 'First problem');
      notify('warning', 'Second thing');
      notify('message', 'Third note');
    });
    const banner = () => screen.getByTestId('notification-banner');
    expect(banner().textContent).toContain('Third note');
    expect(banner().textContent).toContain('3 / 3');
    expect(screen.getByRole('button', { name: 'Next notification' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous notification' }));
    expect(banner().textContent).toContain('Second thing');

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(banner().textContent).toContain('Third note');
    expect(banner().textContent).toContain('2 / 2');

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(banner().textContent).toContain('First problem');
    expect(screen.getByRole('alert')).toBe(banner());

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByTestId('notification-banner')).toBeNull();
  });
});
