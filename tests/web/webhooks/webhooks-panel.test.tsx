// @vitest-environment jsdom
// The Webhooks tab's URL field states the rule the server enforces (https:// at a public address; a private or
// reserved network only where WEBHOOK_ALLOWED_ADDRESSES allows it), and a refusal shows the server's reason at the
// field in the same words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { WebhooksPanel } from '../../../web/features/webhooks/components/webhooks-panel.js';
import { WEBHOOK_URL_REFUSALS } from '../../../src/contract/webhooks.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

function renderPanel(refusal: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) =>
      init.method === 'POST'
        ? Response.json(
            { statusCode: 400, message: 'WEBHOOK-URL-REFUSED', formFieldErrors: { url: refusal } },
            { status: 400 },
          )
        : Response.json([]),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WebhooksPanel />
    </QueryClientProvider>,
  );
}

describe('webhook URL field', () => {
  it('states the server’s rule under the field: https:// at a public address, private networks only if allowed', () => {
    renderPanel(WEBHOOK_URL_REFUSALS.PRIVATE_NETWORK);
    const field = screen.getByLabelText('Endpoint URL');
    const hint = document.getElementById(`${field.id}-hint`)!.textContent ?? '';
    expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-hint`);
    expect(hint).toContain('https://');
    expect(hint).toContain('WEBHOOK_ALLOWED_ADDRESSES');
    // The words of the server's own refusals, so the hint and the error read as one rule.
    expect(WEBHOOK_URL_REFUSALS.NOT_HTTPS).toContain('https://');
    expect(WEBHOOK_URL_REFUSALS.PRIVATE_NETWORK).toContain('private or reserved network');
    expect(hint).toContain('private or reserved network');
  });

  it.each([
    ['http://hooks.example.com/arena', WEBHOOK_URL_REFUSALS.NOT_HTTPS],
    ['https://10.0.0.5/arena', WEBHOOK_URL_REFUSALS.PRIVATE_NETWORK],
  ])('shows the server’s reason for %s at the field, the rule still under it', async (url, reason) => {
    renderPanel(reason);
    const field = screen.getByLabelText('Endpoint URL');
    fireEvent.change(field, { target: { value: url } });
    fireEvent.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect((await screen.findByRole('alert')).textContent).toBe(reason);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${field.id}-hint`)!.textContent).toContain('private or reserved network');
  });
});
