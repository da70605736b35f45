// A text field whose value is kept in the address: the field owns what is typed (so no keystroke is ever lost
// to a router round trip), and the address, which drives the query, follows once typing pauses.
import { useEffect, useRef, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedDraft(
  committedValue: string,
  commit: (value: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
) {
  const [draft, setDraft] = useState(committedValue);
  const lastCommitted = useRef(committedValue);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  // The address changed by other means (back button, a link): the field shows it.
  useEffect(() => {
    if (committedValue === lastCommitted.current) return;
    lastCommitted.current = committedValue;
    setDraft(committedValue);
  }, [committedValue]);

  useEffect(() => {
    if (draft === lastCommitted.current) return;
    const timer = setTimeout(() => {
      lastCommitted.current = draft;
      commitRef.current(draft);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [draft, delayMs]);

  return [draft, setDraft] as const;
}
