// Pure rules that flag a risky signature before the user approves it. The approval window shows the
// flags above the action table, most serious first, in three levels as Rabby and MetaMask do: danger (money or
// control of the account at stake), caution (something unusual to check), info (context). They warn, they never
// block; but a danger to the account's control (permission changes, the owner key) must be acknowledged with a
// tick before Approve works, and the background refuses an approval without it.
import { formatUos, tryParseUos } from '../domain/uos';
import { permissionRisks } from './permission-risks';
import { PINNED_CONTRACTS } from './pinned-abis';
import type { RequestedAction } from './transaction-request';

export type RiskCode =
  | 'permission-change'
  | 'owner-permission'
  | 'large-transfer'
  | 'new-recipient'
  | 'insecure-origin'
  | 'new-connection'
  | 'unknown-contract';

export type RiskLevel = 'danger' | 'caution' | 'info';

export interface RiskFlag {
  code: RiskCode;
  level: RiskLevel;
  message: string;
  /** The user must tick "I understand" before Approve is enabled (and the background checks the tick). */
  mustAcknowledge: boolean;
}

const LEVEL_ORDER: Record<RiskLevel, number> = { danger: 0, caution: 1, info: 2 };

export interface RiskContext {
  origin: string;
  /** The account whose funds move (the selected account). */
  account: string | null;
  /** Its UOS balance in 10^-8 units, null when the node could not be read. */
  balance: bigint | null;
  /** Accounts it sent UOS or Uniqs to from this wallet on this network. */
  recipients: readonly string[];
  /** When the origin was connected (trusted), null when it is not. */
  connectedSince: number | null;
  now: number;
}

/** Sending at least this share of the balance (in percent) in one transaction is flagged. */
export const LARGE_TRANSFER_PERCENT = 50n;
/** A site connected less than this long ago is flagged: phishing pages ask for money right away. */
export const NEW_CONNECTION_MS = 10 * 60_000;

// Plain http on loopback stays unflagged: browsers treat it as a secure context, and no network
// attacker sits between the user and their own machine (Arena's dev setup runs there).
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

type Record_ = Record<string, unknown>;
const isObject = (v: unknown): v is Record_ => typeof v === 'object' && v !== null && !Array.isArray(v);

/** UOS leaving `account` through eosio.token transfers in these actions. */
export function uosOutflow(actions: readonly RequestedAction[], account: string): bigint {
  let total = 0n;
  for (const action of actions) {
    if (action.account !== 'eosio.token' || action.name !== 'transfer' || action.data.from !== account) continue;
    const quantity = action.data.quantity;
    const units = typeof quantity === 'string' && quantity.endsWith(' UOS') ? tryParseUos(quantity) : null;
    if (units !== null && units > 0n) total += units;
  }
  return total;
}

/** Accounts receiving UOS or Uniqs from `account` in these actions. */
export function recipientsOf(actions: readonly RequestedAction[], account: string): string[] {
  const found = new Set<string>();
  for (const action of actions) {
    if (action.name !== 'transfer') continue;
    const body =
      action.account === 'eosio.nft.ft' && isObject(action.data.transfer) ? action.data.transfer : action.data;
    if (body.from === account && typeof body.to === 'string') found.add(body.to);
  }
  return [...found];
}

function originRisk(origin: string): RiskFlag | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || LOOPBACK_HOSTS.has(url.hostname)) return null;
  return {
    code: 'insecure-origin',
    level: 'caution',
    mustAcknowledge: false,
    message: `${origin} uses plain http: anyone on the network path can change what this page asks you to sign.`,
  };
}

function minutesText(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return minutes < 1 ? 'less than a minute' : minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** Danger first, then caution, then info; the rules' own order within a level. */
export function sortRisks(flags: readonly RiskFlag[]): RiskFlag[] {
  return [...flags].sort((a, b) => LEVEL_ORDER[a.level] - LEVEL_ORDER[b.level]);
}

export function assessSignatureRisks(actions: readonly RequestedAction[], context: RiskContext): RiskFlag[] {
  const flags: RiskFlag[] = permissionRisks(actions, context.account);
  const { account } = context;
  if (account) {
    const outflow = uosOutflow(actions, account);
    if (outflow > 0n && context.balance !== null && outflow * 100n >= context.balance * LARGE_TRANSFER_PERCENT) {
      const share = context.balance > 0n ? (outflow * 100n) / context.balance : 100n;
      flags.push({
        code: 'large-transfer',
        level: 'danger',
        mustAcknowledge: false,
        message: `This sends ${formatUos(outflow)}, ${share}% of your balance of ${formatUos(context.balance)}.`,
      });
    }
    const known = new Set(context.recipients);
    const fresh = recipientsOf(actions, account).filter((to) => !known.has(to));
    if (fresh.length > 0) {
      flags.push({
        code: 'new-recipient',
        level: 'caution',
        mustAcknowledge: false,
        message: `You never sent anything to ${fresh.join(', ')} from this wallet.`,
      });
    }
  }
  const insecure = originRisk(context.origin);
  if (insecure) flags.push(insecure);
  if (context.connectedSince !== null && context.now - context.connectedSince < NEW_CONNECTION_MS) {
    const ago = minutesText(context.now - context.connectedSince);
    flags.push({
      code: 'new-connection',
      level: 'info',
      mustAcknowledge: false,
      message: `This site was connected ${ago} ago.`,
    });
  }
  const unknown = [...new Set(actions.map((a) => a.account))].filter((c) => !PINNED_CONTRACTS.includes(c));
  if (unknown.length > 0) {
    flags.push({
      code: 'unknown-contract',
      level: 'caution',
      mustAcknowledge: false,
      message: `The wallet does not know ${unknown.join(', ')}: the node supplied the ABI used to encode it.`,
    });
  }
  return sortRisks(flags);
}
