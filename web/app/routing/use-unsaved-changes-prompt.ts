// Navigation blocking (SPEC §4): while a form has unsaved changes, leaving the page asks for confirmation,
// both for in-app navigation (the app's history asks its blockers: blocking-history.ts) and for closing or
// reloading the tab.
import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import type { BlockingHistory } from './blocking-history.js';

export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

export function useUnsavedChangesPrompt(when: boolean, message: string = UNSAVED_CHANGES_MESSAGE): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);

  useEffect(() => {
    if (!when) return;
    const history = navigator as Partial<BlockingHistory>;
    if (!history.block) throw new Error('useUnsavedChangesPrompt needs the app router (app-router.tsx)');
    return history.block(({ current, next }) => current.pathname === next.pathname || window.confirm(message));
  }, [navigator, when, message]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when, message]);
}
