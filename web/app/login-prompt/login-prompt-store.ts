// Whether the login-or-create-account prompt is open (client state).
import { create } from 'zustand';

interface LoginPromptState {
  open: boolean;
  /** Optional reason shown above the buttons, e.g. "Sign in to register for this tournament." */
  reason: string | null;
  show: (reason?: string) => void;
  hide: () => void;
}

export const useLoginPrompt = create<LoginPromptState>((set) => ({
  open: false,
  reason: null,
  show: (reason) => set({ open: true, reason: reason ?? null }),
  hide: () => set({ open: false, reason: null }),
}));
