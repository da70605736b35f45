// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import {
  Link,
  Route,
  Routes,
  UNSAFE_createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesPrompt } from '../../web/app/routing/use-unsaved-changes-prompt.js';
import { createBlockingHistory } from '../../web/app/routing/blocking-history.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedChangesPrompt(dirty);
  return <Link to="/elsewhere">Leave</Link>;
}

function renderForm(dirty: boolean) {
  const history = createBlockingHistory(
    UNSAFE_createMemoryHistory({ initialEntries: ['/start', '/form'], v5Compat: true }),
  );
  render(
    <HistoryRouter history={history}>
      <Routes>
        <Route path="/start" element={<p>Start</p>} />
        <Route path="/form" element={<Form dirty={dirty} />} />
        <Route path="/elsewhere" element={<p>Elsewhere</p>} />
      </Routes>
    </HistoryRouter>,
  );
  return history;
}

describe('navigation blocking', () => {
  it('asks before leaving a form with unsaved changes and stays when the user cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const history = renderForm(true);
    fireEvent.click(screen.getByText('Leave'));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE));
    expect(history.location.pathname).toBe('/form');
  });

  it('leaves when the user confirms', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const history = renderForm(true);
    fireEvent.click(screen.getByText('Leave'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('asks on a back move too, and undoes it when the user cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const history = renderForm(true);
    act(() => history.go(-1));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE);
    expect(history.location.pathname).toBe('/form');
    expect(screen.getByText('Leave')).toBeTruthy();
  });

  it('does not ask when nothing changed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderForm(false);
    fireEvent.click(screen.getByText('Leave'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
