// What the popup and the approval window are shown: plain data, never private keys.
import type { ApprovalKind } from './approval-queue';
import type { WalletNetwork } from './network-registry';
import type { RiskFlag } from './signature-risks';
import type { UniqAttribute } from './uniq-metadata';
import type { ActivityEntry } from './account-activity';
import type { RecentTransaction, TrustedOrigin, WalletAccount } from './wallet-state';

export interface WalletOverview {
  initialized: boolean;
  unlocked: boolean;
  publicKeys: string[];
  accounts: WalletAccount[];
  /** `account@permission` or null. */
  selected: string | null;
  network: WalletNetwork;
  networks: WalletNetwork[];
  autoLockMinutes: number;
  trustedOrigins: TrustedOrigin[];
  /** The Arena the extension came from (packaged configuration), for "get an account" hints. */
  arenaUrl: string | null;
}

/** What "Find my account" did: which node it asked, what it found, or why it found nothing. */
export interface AccountDiscoveryReport {
  networkName: string;
  nodeUrl: string;
  /** `account@permission` entries listing one of the wallet's keys. */
  found: string[];
  /** How many of them were new to the wallet. */
  added: number;
  /** Set when the node could not be asked. */
  error: string | null;
}

export interface ActionFieldView {
  /** Dotted path into the action data, e.g. `create.resale_shares.0.basis_point`. */
  path: string;
  value: string;
  isAmount: boolean;
}

export interface ActionView {
  contract: string;
  action: string;
  authorization: string[];
  fields: ActionFieldView[];
}

export interface ApprovalView {
  id: string;
  origin: string;
  kind: ApprovalKind;
  locked: boolean;
  account: string | null;
  network: { name: string; chainId: string | null };
  nonce: string | null;
  message: string | null;
  transaction: {
    signOnly: boolean;
    actions: ActionView[];
    /** Sign-only: the earliest the signed transaction expires (ms), for "valid until HH:MM"; null when sent. */
    validUntil: number | null;
  } | null;
  /** Warnings shown above the action table (signTransaction only). */
  risks: RiskFlag[];
  /** The network a switchNetwork request asks for. */
  switchTo: { name: string; chainId: string } | null;
}

export interface UniqView {
  id: string;
  factoryId: string;
  serial: string;
  /** The token's own name (token metadata), else the factory's, else `Factory #id`. */
  name: string;
  image: string | null;
  factoryName: string | null;
  description: string | null;
  attributes: UniqAttribute[];
}

export type RecentTransactionView = RecentTransaction & {
  /** The transaction on the network's explorer view, when the network has one. */
  explorerUrl: string | null;
};

export type ActivityEntryView = ActivityEntry & { explorerUrl: string | null };

export interface PortfolioView {
  account: string | null;
  balance: string | null;
  uniqs: UniqView[];
  transactions: RecentTransactionView[];
  /** The account's on-chain activity (received prizes included); empty when the node keeps no history. */
  activity: ActivityEntryView[];
  /** Set when the node could not be read; the rest holds what is known. */
  error: string | null;
}
