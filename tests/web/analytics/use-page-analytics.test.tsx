// @vitest-environment jsdom
// A page view on every route change; scroll depth 25/50/75/100 % once per page view.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { usePageAnalytics } from '../../../web/features/analytics/hooks/use-page-analytics.js';

function setup() {
  const send = vi.fn(async () => undefined);
  function Probe() {
    usePageAnalytics(send);
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/tournaments'] });
  render(<RouterProvider router={router} />);
  return { send, router };
}

async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

afterEach(() => cleanup());

describe('page analytics', () => {
  it('sends page views and each scroll threshold once', async () => {
    Object.defineProperty(window, 'innerHeight', { value: 500, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2000, configurable: true });
    const { send, router } = setup();
    expect(send).toHaveBeenCalledWith([expect.objectContaining({ name: 'page_view', path: '/tournaments' })]);

    await scrollTo(0);
    await scrollTo(600);
    await scrollTo(100);
    await scrollTo(1500);
    const depths = send.mock.calls
      .flatMap((call) => (call as unknown as [{ name: string; properties?: { percent: number } }[]])[0])
      .filter((event) => event.name === 'scroll_depth')
      .map((event) => event.properties!.percent);
    expect(depths).toEqual([25, 50, 75, 100]);

    await act(async () => {
      await router.navigate('/leaderboards');
    });
    expect(send).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'page_view', path: '/leaderboards' })]);
  });
});
