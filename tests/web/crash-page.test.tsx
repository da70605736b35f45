// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouteErrorBoundary } from '../../web/app/crash/route-error-boundary.js';
import { ApiError } from '../../web/app/api/api-error.js';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

function renderCrash(error: unknown) {
  render(
    <MemoryRouter>
      <RouteErrorBoundary>
        <Boom error={error} />
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  // React reports the caught error on the console; it is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('rendering crash', () => {
  it('shows the 500 page with Go to homepage and Refresh', () => {
    renderCrash(new Error('kaboom'));
    expect(screen.getByTestId('crash-page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to homepage' }).getAttribute('href')).toBe('/tournaments');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('shows a loading fallback when the crash carries a loginUrl', () => {
    renderCrash(new ApiError(401, { statusCode: 401, message: { loginUrl: 'http://idp/login' } }));
    expect(screen.queryByTestId('crash-page')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Signing you in again');
  });
});
