// @vitest-environment jsdom
// The submit-results modal sends the duel report as multipart through the upload transport (progress shown),
// refreshes the page's lists on success, and shows refusals at their fields or in its own alert (no banner).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../web/app/query-client.js';
import { notificationStore } from '../../../web/app/notifications/notification-store.js';
import { SubmitResultsModal } from '../../../web/features/match-play/components/submit-results-modal.js';
import { duelDetail } from './match-detail-builder.js';

/** Stands in for the browser's XMLHttpRequest: records what is sent, lets the test drive progress and answer. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

// jsdom has no object URLs; the previews only need a string.
URL.createObjectURL ??= () => 'blob:preview';
URL.revokeObjectURL ??= () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeXhr.last = null;
  notificationStore.getState().clearAll();
});

function renderModal(onSubmitted = vi.fn(), onClose = vi.fn(), client = createQueryClient()) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(null)),
  );
  render(
    <QueryClientProvider client={client}>
      <SubmitResultsModal
        tournamentId="22222222-2222-4222-8222-222222222222"
        detail={duelDetail({ screenshotRequired: true })}
        metricLabels={[]}
        numberOfGames={1}
        onClose={onClose}
        onSubmitted={onSubmitted}
      />
    </QueryClientProvider>,
  );
  return { onSubmitted, onClose };
}

function fillGame(index: number, mine: string, theirs: string) {
  const row = screen.getAllByTestId('duel-game-row')[index];
  fireEvent.change(within(row).getByLabelText('Your score (Ana)'), { target: { value: mine } });
  fireEvent.change(within(row).getByLabelText('Opponent score (Bo)'), { target: { value: theirs } });
  const file = new File(['png'], `game-${index}.png`, { type: 'image/png' });
  fireEvent.change(within(row).getByLabelText(/Screenshot of game/), { target: { files: [file] } });
}

describe('submit results modal (duel best-of-3)', () => {
  it('shows the derived winner, uploads with progress, then refreshes and closes', async () => {
    const { onSubmitted, onClose } = renderModal();
    expect(screen.getAllByTestId('duel-game-row')).toHaveLength(3);
    fillGame(0, '3', '1');
    fillGame(1, '2', '3');
    fillGame(2, '5', '0');
    expect(screen.getByTestId('derived-winner').textContent).toBe('Winner: Ana (2–1)');
    expect(screen.getAllByAltText(/Preview: Screenshot of game/)).toHaveLength(3);

    fireEvent.click(screen.getByRole('button', { name: 'Submit results' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(
      '/api/v1/matches/22222222-2222-4222-8222-222222222222/11111111-1111-4111-8111-111111111111/duel/score',
    );
    const body = xhr.body as FormData;
    expect(body.get('winner')).toBe('1');
    expect(body.getAll('scoreParticipant')).toEqual(['3', '2', '5']);
    expect(body.getAll('scoreOpponent')).toEqual(['1', '3', '0']);
    expect((body.get('2-game-screenshot') as File).name).toBe('game-2.png');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByText('Uploading… 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('40');

    act(() => xhr.respond(200, {}));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('refuses to send without the required screenshots', () => {
    renderModal();
    const row = screen.getAllByTestId('duel-game-row')[0];
    fireEvent.change(within(row).getByLabelText('Your score (Ana)'), { target: { value: '1' } });
    fireEvent.change(within(row).getByLabelText('Opponent score (Bo)'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit results' }));
    expect(within(row).getByText('A screenshot of the score is required.')).toBeTruthy();
    expect(FakeXhr.last).toBeNull();
  });

  it("puts the server's field errors at their fields and a catalogue code in the modal, without a banner", async () => {
    const { onClose } = renderModal();
    fillGame(0, '3', '1');
    fillGame(1, '3', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Submit results' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() =>
      FakeXhr.last!.respond(400, {
        statusCode: 400,
        message: 'BAD-REQUEST',
        formFieldErrors: { '1-game-screenshot': 'This screenshot could not be read.' },
      }),
    );
    const secondRow = screen.getAllByTestId('duel-game-row')[1];
    expect(await within(secondRow).findByText('This screenshot could not be read.')).toBeTruthy();

    FakeXhr.last = null;
    fireEvent.click(screen.getByRole('button', { name: 'Submit results' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.respond(409, { statusCode: 409, message: 'RESULT-ALREADY-SUBMITTED' }));
    expect(await screen.findByText('A report has already been submitted for this match.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(notificationStore.getState().items).toEqual([]);
  });

  it('after a refusal the page reads the tournament again: the card then shows the state the refusal talks about', async () => {
    const client = createQueryClient();
    // What the card's state comes from (the public view) and what it shows (the viewer's match).
    const detailKey = ['tournaments', 'detail', '22222222-2222-4222-8222-222222222222'];
    const myMatchKey = ['tournament', '22222222-2222-4222-8222-222222222222', 'matches', 'mine'];
    client.setQueryData(detailKey, { viewer: { state: 'MATCH_AVAILABLE' } });
    client.setQueryData(myMatchKey, duelDetail());
    const { onSubmitted } = renderModal(vi.fn(), vi.fn(), client);
    fillGame(0, '3', '1');
    fillGame(1, '3', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Submit results' }));
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    act(() => FakeXhr.last!.respond(409, { statusCode: 409, message: 'TOURNAMENT-PAUSED' }));
    expect(await screen.findByText('The tournament is paused.')).toBeTruthy();
    expect(client.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(myMatchKey)?.isInvalidated).toBe(true);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
