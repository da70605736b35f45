// @vitest-environment jsdom
// The ticket check of a GATED_ACCESS registration (issue 6 §2): a wallet without a ticket reads "No valid ticket
// found!" from the first moment the answer is drawn. The text is in the error catalogue, which the app loads only
// when something needs it; a check that succeeds is no refusal, so the API client does not load it, and a fast
// answer was drawn with the generic "unexpected error" text until the catalogue arrived (a CI run read it so).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { GatedAccessCheck } from '../../../src/contract/gated-access.js';

/**
 * The app's modules afresh (the web suites share one module registry, where another file has loaded the catalogue),
 * with the catalogue's chunk arriving when the test lets it, as a slow network delivers it after the check's answer.
 */
async function appWithSlowCatalogue() {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  vi.resetModules();
  vi.doMock('../../../src/contract/error-catalogue.js', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  const { createQueryClient } = await import('../../../web/app/query-client.js');
  const { errorTextsLoaded } = await import('../../../web/app/api/error-texts.js');
  const { TicketCheck } = await import('../../../web/features/gated-access/components/ticket-check.js');
  return { createQueryClient, errorTextsLoaded, TicketCheck, releaseCatalogue: release };
}

const TOURNAMENT = '33333333-3333-4333-8333-333333333333';

const noTicket: GatedAccessCheck = {
  hasAccess: false,
  walletAccount: 'aa1bb2cc3dd4',
  rule: 'AT_LEAST_ONE_FACTORY',
  singleUseOfKey: true,
  ticketTokenIds: [],
  missingFactoryIds: ['7'],
  consumeActions: null,
  burnActions: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.doUnmock('../../../src/contract/error-catalogue.js');
  vi.resetModules();
});

describe('ticket check', () => {
  it('draws "No valid ticket found!" the first time it draws the answer, not the generic text', async () => {
    const { createQueryClient, errorTextsLoaded, TicketCheck, releaseCatalogue } = await appWithSlowCatalogue();
    expect(errorTextsLoaded()).toBe(false);
    const fetch = vi.fn(async () => Response.json(noTicket));
    vi.stubGlobal('fetch', fetch);
    // Every text the "no ticket" line ever had, in order, read as React puts it on the page.
    const drawn: string[] = [];
    const observer = new MutationObserver(() => {
      const line = document.querySelector('[data-testid="no-ticket"]');
      if (line && drawn.at(-1) !== line.textContent) drawn.push(line.textContent ?? '');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TicketCheck tournamentId={TOURNAMENT} onReady={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledOnce());
    // A few turns of the event loop with the answer in and the catalogue not: where the answer used to be drawn.
    await new Promise((resolve) => setTimeout(resolve, 30));
    releaseCatalogue();
    await screen.findByTestId('no-ticket');
    await screen.findByText(/You need a Uniq of one of these factories in aa1bb2cc3dd4: #7\./);
    observer.disconnect();
    expect(drawn).toEqual(['No valid ticket found!']);
  });
});
