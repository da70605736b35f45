// The page-facing `window.ultra` API: every method's parameters and result, and its policy, in one
// table. The background dispatches only what is listed here; anything else is -32601.

export interface PermissionInfo {
  name: string;
  publicKeys: string[];
}

export interface AccountInfo {
  accountName: string;
  permissions: PermissionInfo[];
}

export interface AuthorizationInfo {
  accountName: string;
  permission: string;
  publicKey: string;
}

export interface NetworkInfo {
  name: string;
  chainId: string | null;
  nodeUrl: string;
  isCustom?: boolean;
}

export interface ConnectResult {
  blockchainid: string;
  publicKey: string;
  accounts: AccountInfo[];
  selectedAccount: AccountInfo;
  network: { name: string; chainId: string | null };
  nonce?: string;
  signedNonce?: string;
}

export interface ProviderMethods {
  connect: {
    params: [options?: { onlyIfTrusted?: boolean; referralCode?: string; nonce?: string }];
    result: ConnectResult;
  };
  disconnect: { params: []; result: boolean };
  getChainId: { params: []; result: string | null };
  signTransaction: { params: [tx: unknown, options?: { signOnly?: boolean }]; result: Record<string, unknown> };
  signMessage: { params: [message: string]; result: { signature: string } };
  purchaseItem: { params: [itemType: string, itemId: unknown]; result: never };
  getAccounts: { params: []; result: AccountInfo[] };
  getSelectedAccount: { params: []; result: AccountInfo | null };
  getAvailableAuthorizations: { params: []; result: AuthorizationInfo[] };
  getNetwork: { params: []; result: NetworkInfo };
  getNetworks: { params: []; result: NetworkInfo[] };
  switchNetwork: { params: [chainId: string]; result: void };
}

export type ProviderMethod = keyof ProviderMethods;

/**
 * - `safe`: answered for any origin.
 * - `connected`: the origin must be trusted, else 4100.
 * - `connected-or-empty`: untrusted origins and a locked wallet get an empty answer (reference §2.3).
 * - `approval`: the user approves each call in the approval window (connect decides trust itself;
 *   the signing methods also need the origin to be trusted).
 * - `unsupported`: -32601.
 */
export type MethodPolicy =
  | { access: 'safe' }
  | { access: 'connected' }
  | { access: 'connected-or-empty'; empty: [] | null }
  | { access: 'approval'; needsTrust: boolean }
  | { access: 'unsupported' };

export const PROVIDER_POLICY: { readonly [M in ProviderMethod]: MethodPolicy } = {
  connect: { access: 'approval', needsTrust: false },
  disconnect: { access: 'safe' },
  getChainId: { access: 'safe' },
  signTransaction: { access: 'approval', needsTrust: true },
  signMessage: { access: 'approval', needsTrust: true },
  purchaseItem: { access: 'unsupported' },
  getAccounts: { access: 'connected-or-empty', empty: [] },
  getSelectedAccount: { access: 'connected-or-empty', empty: null },
  getAvailableAuthorizations: { access: 'connected-or-empty', empty: [] },
  getNetwork: { access: 'safe' },
  // The configured networks (custom node URLs included) tell a site about the user: connected sites only.
  getNetworks: { access: 'connected-or-empty', empty: [] },
  // Changing the network changes what every later signature means: the user approves it.
  switchNetwork: { access: 'approval', needsTrust: true },
};

export function isProviderMethod(name: unknown): name is ProviderMethod {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(PROVIDER_POLICY, name);
}

export const PROVIDER_EVENTS = ['accountChanged', 'networkChanged', 'disconnect'] as const;
export type ProviderEvent = (typeof PROVIDER_EVENTS)[number];
