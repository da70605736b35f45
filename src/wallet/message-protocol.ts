// The one typed message protocol of the extension. Popup and approval pages call the background with
// runtime messages named in ProtocolMap; pages reach it through the content script's port, whose
// frames are typed below. No other code uses string message types.
import type { ApprovalDecision } from './approval-queue';
import type { ProviderEvent } from './provider-methods';
import type { ProviderResponse } from './provider-error';
import type { AccountDiscoveryReport, ApprovalView, PortfolioView, WalletOverview } from './wallet-views';

export interface ProtocolMap {
  'wallet:overview': { params: Record<string, never>; result: WalletOverview };
  'wallet:create': { params: { password: string }; result: { publicKey: string; privateKey: string } };
  'wallet:import': { params: { password: string; privateKey: string }; result: WalletOverview };
  'wallet:add-key': { params: { privateKey: string }; result: WalletOverview };
  'wallet:unlock': { params: { password: string }; result: WalletOverview };
  'wallet:lock': { params: Record<string, never>; result: WalletOverview };
  'account:set': { params: { publicKey: string; accountName: string; permission: string }; result: WalletOverview };
  'account:discover': {
    params: Record<string, never>;
    result: { overview: WalletOverview; report: AccountDiscoveryReport };
  };
  'account:select': { params: { accountName: string; permission: string }; result: WalletOverview };
  'portfolio:get': { params: Record<string, never>; result: PortfolioView };
  'uniq:transfer': { params: { tokenId: string; to: string; memo: string }; result: { requested: true } };
  'network:add': { params: { name: string; nodeUrl: string; explorerTxUrl?: string }; result: WalletOverview };
  'network:remove': { params: { id: string }; result: WalletOverview };
  'network:select': { params: { id: string }; result: WalletOverview };
  'network:set-arena-url': { params: { nodeUrl: string | null }; result: WalletOverview };
  'trusted:revoke': { params: { origin: string }; result: WalletOverview };
  'preferences:set-auto-lock': { params: { minutes: number }; result: WalletOverview };
  'approval:get': { params: { id: string }; result: ApprovalView | null };
  'approval:decide': { params: { id: string } & ApprovalDecision; result: { settled: boolean } };
}

export type MessageName = keyof ProtocolMap;
export type MessageParams<N extends MessageName> = ProtocolMap[N]['params'];
export type MessageResult<N extends MessageName> = ProtocolMap[N]['result'];

export interface MessageEnvelope<N extends MessageName = MessageName> {
  arenaWallet: 1;
  name: N;
  params: MessageParams<N>;
}

export type MessageReply<N extends MessageName = MessageName> =
  { ok: true; result: MessageResult<N> } | { ok: false; error: string };

export function isMessageEnvelope(value: unknown): value is MessageEnvelope {
  const candidate = value as Partial<MessageEnvelope> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    candidate.arenaWallet === 1 &&
    typeof candidate.name === 'string'
  );
}

/** Frames on the content script's port to the background (the page's provider requests). */
export type PortToWallet =
  // `method` is whatever the page asked for: a ProviderMethod, or a name the background refuses.
  { type: 'request'; id: number; method: string; params: unknown } | { type: 'ping' };

export type PortToPage =
  | { type: 'response'; id: number; response: ProviderResponse }
  | { type: 'event'; event: ProviderEvent; payload: unknown };

export const PROVIDER_PORT_NAME = 'arena-wallet-provider';
