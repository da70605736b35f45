// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChangesPrompt } from '../../web/app/routing/use-unsaved-changes-prompt.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Form({ dirty }: { dirty: boolean }) {
  useUnsavedChangesPrompt(dirty);
  return <Link to="/elsewhere">Leave</Link>;
}

function renderForm(dirty: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form dirty={dirty} /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('navigation blocking', () => {
  it('asks before leaving a form with unsaved changes and stays when the user cancels', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const router = renderForm(true);
    fireEvent.click(screen.getByText('Leave'));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_MESSAGE));
    expect(router.state.location.pathname).toBe('/form');
  });

  it('leaves when the user confirms', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const router = renderForm(true);
    fireEvent.click(screen.getByText('Leave'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask when nothing changed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderForm(false);
    fireEvent.click(screen.getByText('Leave'));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
