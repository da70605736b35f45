// The selected tab of a page lives in the address (?tab=…), so it survives reloads and can be shared.
import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

export function useTabParam<T extends string>(tabIds: readonly T[], fallback: T): [T, (tab: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // Kept across a tab change: it says where the visitor came for (a scroll target, issue 26 §5.6).
  const state: unknown = useLocation().state;
  const requested = searchParams.get('tab');
  const tab = tabIds.includes(requested as T) ? (requested as T) : fallback;
  const select = useCallback(
    (next: string) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set('tab', next);
          return params;
        },
        { replace: true, state },
      );
    },
    [setSearchParams, state],
  );
  return [tab, select];
}
