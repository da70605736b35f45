// Danger flags about who controls an account: the system contract's permission actions (updateauth,
// deleteauth, linkauth, unlinkauth) said in words, and anything signed with the owner permission. A dApp
// that slips one of these into a request can take the account over, so the approval window makes the user
// tick "I understand" first.
import type { RiskFlag } from './signature-risks';
import type { RequestedAction } from './transaction-request';

const PERMISSION_ACTIONS = new Set(['updateauth', 'deleteauth', 'linkauth', 'unlinkauth']);

type Record_ = Record<string, unknown>;
const isObject = (v: unknown): v is Record_ => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** "key PUB_K1_…, account bob@active" for an authority's keys and accounts (threshold when above 1). */
function authorityText(auth: unknown): string {
  if (!isObject(auth)) return 'an authority the wallet cannot read';
  const keys = Array.isArray(auth.keys) ? auth.keys.map((k) => (isObject(k) ? text(k.key) : '')).filter(Boolean) : [];
  const accounts = Array.isArray(auth.accounts)
    ? auth.accounts
        .map((a) =>
          isObject(a) && isObject(a.permission) ? `${text(a.permission.actor)}@${text(a.permission.permission)}` : '',
        )
        .filter(Boolean)
    : [];
  const parts = [...keys.map((k) => `key ${k}`), ...accounts.map((a) => `account ${a}`)];
  const who = parts.length > 0 ? parts.join(', ') : 'nobody';
  const threshold =
    typeof auth.threshold === 'number' && auth.threshold > 1 ? ` (${auth.threshold} of them together)` : '';
  return `${who}${threshold}`;
}

/** Words for what one system permission action does; null for any other action. */
export function permissionChangeText(action: RequestedAction, account: string | null): string | null {
  if (action.account !== 'eosio' || !PERMISSION_ACTIONS.has(action.name)) return null;
  const data = action.data;
  const target = text(data.account);
  const whose = target === account ? `your account ${target}` : `the account ${target}`;
  switch (action.name) {
    case 'updateauth':
      return `This replaces the keys that control ${whose} (${text(data.permission)}): from then on ${authorityText(data.auth)} can sign as ${target}@${text(data.permission)}.`;
    case 'deleteauth':
      return `This deletes the ${text(data.permission)} permission of ${whose}: its keys stop working and what it could sign needs another permission.`;
    case 'linkauth':
      return `This lets the ${text(data.requirement)} permission of ${whose} sign ${text(data.code)}::${text(data.type) || 'every action'}: whoever holds that permission's keys can then do it without your active key.`;
    default:
      return `This removes the permission link of ${whose} for ${text(data.code)}::${text(data.type) || 'every action'}: that action then needs its default permission again.`;
  }
}

/** Whether the user must acknowledge a danger before these actions may be approved (checked by the background too). */
export function needsAcknowledgement(actions: readonly RequestedAction[]): boolean {
  return permissionRisks(actions, null).length > 0;
}

/** Danger flags about the control of accounts: permission changes, and anything signed with `owner`. */
export function permissionRisks(actions: readonly RequestedAction[], account: string | null): RiskFlag[] {
  const flags: RiskFlag[] = [];
  for (const action of actions) {
    const message = permissionChangeText(action, account);
    if (message) flags.push({ code: 'permission-change', level: 'danger', mustAcknowledge: true, message });
  }
  const owners = [
    ...new Set(actions.flatMap((a) => a.authorization.filter((x) => x.permission === 'owner').map((x) => x.actor))),
  ];
  if (owners.length > 0) {
    flags.push({
      code: 'owner-permission',
      level: 'danger',
      mustAcknowledge: true,
      message: `This is signed with the owner permission of ${owners.join(', ')}: the owner key can change every other key of the account, and no site needs it for ordinary requests.`,
    });
  }
  return flags;
}
