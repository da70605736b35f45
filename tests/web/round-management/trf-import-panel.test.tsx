// @vitest-environment jsdom
// "Import TRF" in round management (issue 30 §2): offered only while the server would take the file (a single-stage
// Swiss whose first round is not drawn) and only to who may manage the rounds; a refusal shows the catalogue text
// with the server's reason and leaves the panel usable; an import sends the file's text and refreshes the rounds.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { RoundManagementSection } from '../../../web/features/round-management/components/round-management-section.js';
import { trfFileProblem, TRF_MAX_CHARS } from '../../../web/features/round-management/model/trf-file.js';
import type { OrganizerAction } from '../../../src/domain/staff-permissions.js';
import type { MatchView, RoundManagementView } from '../../../src/contract/matches.js';
import { duelDetail, entrant } from '../match-play/match-detail-builder.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  notificationStore.getState().clearAll();
});

const TOURNAMENT = '33333333-3333-4333-8333-333333333333';
const upcoming = (index: number) => ({
  index,
  name: `Round ${index + 1}`,
  status: 'UPCOMING' as const,
  startsAt: null,
  endsAt: null,
});

/** Check-in over, seeds open: the schedule's rounds, no match yet. */
const open: RoundManagementView = {
  tournamentId: TOURNAMENT,
  currentRound: null,
  trfAvailable: false,
  trfImportAvailable: true,
  rounds: [upcoming(0), upcoming(1), upcoming(2), upcoming(3)],
  entrants: [entrant(1, 'Ana'), entrant(2, 'Bo')],
  matches: [],
  reports: {},
  issues: {},
  paused: false,
  finished: false,
};

/** After the import: two rounds played, round 3 drawn. */
const drawnMatch: MatchView = {
  ...duelDetail().match,
  id: '44444444-4444-4444-8444-444444444444',
  roundIndex: 2,
  position: 0,
  status: 'READY',
};
const imported: RoundManagementView = {
  ...open,
  currentRound: 2,
  trfAvailable: true,
  trfImportAvailable: false,
  matches: [drawnMatch],
};

const MISMATCH = {
  statusCode: 400,
  message: 'TRF-PLAYERS-MISMATCH',
  formFieldErrors: { trf: 'Not a checked-in participant: Zed' },
};

function stubServer(answers: { view: () => RoundManagementView; importTrf: (trf: string) => Response }) {
  const posted: string[] = [];
  let reads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST' && url.endsWith(`/tournaments/${TOURNAMENT}/trf`)) {
        const { trf } = JSON.parse(String(init.body)) as { trf: string };
        posted.push(trf);
        return answers.importTrf(trf);
      }
      if (url.includes('/round-management')) {
        reads += 1;
        return Response.json(answers.view());
      }
      return Response.json({ statusCode: 404, message: 'NOT-FOUND' }, { status: 404 });
    }),
  );
  return { posted, reads: () => reads };
}

function renderSection(may: (action: OrganizerAction) => boolean = () => true) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RoundManagementSection tournamentId={TOURNAMENT} may={may} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Tournament report file (.trf or .txt)');
const importButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Import TRF' });
const choose = (text: string, name = 'event.trf') =>
  fireEvent.change(fileInput(), { target: { files: [new File([text], name, { type: 'text/plain' })] } });

describe('Import TRF in round management', () => {
  it('offers the file picker with its explanation while the seeds are open, the button waiting for a file', async () => {
    stubServer({ view: () => open, importTrf: () => Response.json({ ok: true }) });
    renderSection();
    const panel = await screen.findByTestId('trf-import');
    expect(panel.textContent).toContain(
      "Continue a Swiss started elsewhere: the file's players must be this tournament's checked-in participants, by name.",
    );
    expect(fileInput().getAttribute('accept')).toBe('.trf,.txt,text/plain');
    expect(importButton().disabled).toBe(true);
    choose('012 Spring Open\n');
    expect(importButton().disabled).toBe(false);
  });

  it('is not offered where the import cannot work: rounds drawn, not a single-stage Swiss, or to a referee', async () => {
    // The server says false for a bracket, a multi-stage event or a drawn round alike; absent from older servers.
    const { trfImportAvailable: _absent, ...older } = open;
    for (const view of [imported, { ...open, trfImportAvailable: false }, older]) {
      stubServer({ view: () => view, importTrf: () => Response.json({ ok: true }) });
      renderSection();
      await screen.findByLabelText('Round');
      expect(screen.queryByTestId('trf-import')).toBeNull();
      cleanup();
    }
    stubServer({ view: () => open, importTrf: () => Response.json({ ok: true }) });
    renderSection((action) => action !== 'manage-stages');
    await screen.findByLabelText('Round');
    expect(screen.queryByTestId('trf-import')).toBeNull();
  });

  it('shows a refusal with the catalogue text and the names that do not match, then imports another file', async () => {
    let done = false;
    const server = stubServer({
      view: () => (done ? imported : open),
      importTrf: (trf) => {
        if (trf.includes('Zed')) return Response.json(MISMATCH, { status: 400 });
        done = true;
        return Response.json({ ok: true });
      },
    });
    renderSection();
    await screen.findByTestId('trf-import');
    choose('001    1      Zed\n');
    fireEvent.click(importButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "The tournament report file's players are not this tournament's checked-in participants." +
        'Not a checked-in participant: Zed',
    );
    expect(server.posted).toEqual(['001    1      Zed\n']);
    // Still usable: another file clears the refusal and goes.
    expect(importButton().disabled).toBe(false);
    expect(fileInput().disabled).toBe(false);
    choose('001    1      Ana\n001    2      Bo\n');
    expect(screen.queryByRole('alert')).toBeNull();
    const readsBefore = server.reads();
    fireEvent.click(importButton());
    // The rounds are read again: round 3 shows, the panel is gone and the page says what happened.
    expect((await screen.findByTestId('trf-imported')).textContent).toBe(
      "The file's rounds are stored and the next round is drawn.",
    );
    await waitFor(() => expect(screen.queryByTestId('trf-import')).toBeNull());
    expect(server.reads()).toBeGreaterThan(readsBefore);
    expect(server.posted).toHaveLength(2);
    expect(await screen.findAllByTestId('round-match-row')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLSelectElement>('Round').value).toBe('2');
  });

  it('refuses an empty file in the browser without sending it', async () => {
    const server = stubServer({ view: () => open, importTrf: () => Response.json({ ok: true }) });
    renderSection();
    await screen.findByTestId('trf-import');
    choose('  \n');
    fireEvent.click(importButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The file is empty.');
    expect(server.posted).toEqual([]);
    expect(trfFileProblem('x'.repeat(TRF_MAX_CHARS + 1))).toMatch(/larger/);
    expect(trfFileProblem('012 Open')).toBeNull();
  });
});
