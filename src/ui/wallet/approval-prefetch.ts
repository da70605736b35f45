// Starts fetching the approval request before the approval page loads React, so the background round
// trip overlaps with loading React; the app reads the same promise.
import { callWallet } from '../../wallet/wallet-client';
import type { ApprovalView } from '../../wallet/wallet-views';

let pending: { id: string; view: Promise<ApprovalView | null> } | null = null;

export function requestIdFromLocation(): string {
  return new URLSearchParams(window.location.search).get('id') ?? '';
}

export function prefetchApproval(id: string): Promise<ApprovalView | null> {
  if (!pending || pending.id !== id) pending = { id, view: callWallet('approval:get', { id }).catch(() => null) };
  return pending.view;
}
