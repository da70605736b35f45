// Typed access to the public Ultra Wallet provider API (window.ultra), which Arena Wallet and Ultra Wallet
// both inject. Responses are JSend envelopes; rejections are plain {status, code, message} objects.

export interface UltraAccountInfo {
  accountName: string;
  permissions: { name: string; publicKeys: string[] }[];
}

export interface UltraConnectResult {
  blockchainid: string;
  publicKey: string;
  accounts: UltraAccountInfo[];
  selectedAccount: UltraAccountInfo;
  network: { name: string; chainId: string | null };
}

export interface UltraTransactionObject {
  contract: string;
  action: string;
  data: Record<string, unknown>;
  authorization?: { actor: string; permission: string }[];
}

export interface UltraEnvelope<T> {
  status: 'success';
  data: T;
}

export interface UltraRejection {
  status: 'fail' | 'error';
  code: number;
  message: string;
  data?: unknown;
}

export interface UltraProvider {
  connect(options?: { onlyIfTrusted?: boolean; nonce?: string }): Promise<UltraEnvelope<UltraConnectResult>>;
  disconnect(): Promise<UltraEnvelope<boolean>>;
  getChainId(): Promise<UltraEnvelope<string | null>>;
  signMessage(message: string): Promise<UltraEnvelope<{ signature: string }>>;
  signTransaction(
    transaction: UltraTransactionObject | UltraTransactionObject[],
    options?: { signOnly?: boolean },
  ): Promise<UltraEnvelope<{ transactionHash: string; transaction_id?: string }>>;
  on(event: 'accountChanged' | 'networkChanged' | 'disconnect', listener: (payload: unknown) => void): void;
  off(event: 'accountChanged' | 'networkChanged' | 'disconnect', listener: (payload: unknown) => void): void;
}

declare global {
  interface Window {
    ultra?: UltraProvider;
  }
}

export function getUltra(): UltraProvider | null {
  return typeof window !== 'undefined' && window.ultra ? window.ultra : null;
}

/** The provider is injected at document_start, but give a late content script a moment. */
export async function waitForUltra(timeoutMs = 1500): Promise<UltraProvider | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const provider = getUltra();
    if (provider) return provider;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return getUltra();
}

export function isUltraRejection(value: unknown): value is UltraRejection {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** A sentence for a rejected wallet request (codes of the Ultra Wallet reference). */
export function walletRejectionText(error: unknown): string {
  if (!isUltraRejection(error)) return 'The wallet did not answer. Is Arena Wallet unlocked?';
  if (error.code === 4001) return 'You declined the request in the wallet.';
  if (error.code === -32002) return 'The wallet is busy with another request. Finish it in the wallet window.';
  if (error.code === 4100) return 'Connect the wallet to Arena first.';
  if (error.code === -32003)
    return `The chain refused the transaction: ${typeof error.data === 'string' ? error.data : error.message}`;
  return error.message || 'The wallet could not complete the request.';
}

/** Converts the server's action shape ({account, name, …}) to the provider's transaction object. */
export function toUltraTransaction(action: {
  account: string;
  name: string;
  data: Record<string, unknown>;
  authorization?: { actor: string; permission: string }[];
}): UltraTransactionObject {
  return {
    contract: action.account,
    action: action.name,
    data: action.data,
    ...(action.authorization ? { authorization: action.authorization } : {}),
  };
}
