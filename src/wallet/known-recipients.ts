// Accounts each account sent UOS or Uniqs to from this wallet, per network: what the "new recipient"
// warning compares against. Only broadcast transactions count (a signOnly one may never be sent).
import { recipientsOf } from './signature-risks';
import type { RequestedAction } from './transaction-request';
import type { WalletState } from './wallet-state';

/** Oldest entries go first beyond this; enough for years of normal use, small in storage. */
export const KNOWN_RECIPIENTS_KEPT = 2_000;

export async function knownRecipients(state: WalletState, networkId: string, account: string): Promise<string[]> {
  const entries = await state.recipients.load();
  return entries.filter((e) => e.networkId === networkId && e.account === account).map((e) => e.to);
}

export async function rememberRecipients(
  state: WalletState,
  networkId: string,
  account: string,
  actions: readonly RequestedAction[],
): Promise<void> {
  const entries = await state.recipients.load();
  const fresh = recipientsOf(actions, account).filter(
    (to) => !entries.some((e) => e.networkId === networkId && e.account === account && e.to === to),
  );
  if (fresh.length === 0) return;
  const added = fresh.map((to) => ({ networkId, account, to }));
  await state.recipients.save([...entries, ...added].slice(-KNOWN_RECIPIENTS_KEPT));
}
