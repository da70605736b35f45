// Renders each requested action for the approval window: contract, action name, authorization and
// every data field (nested values flattened to dotted paths). Nothing is hidden or rewritten, so
// nothing is signed blind; well-formed UOS amounts are flagged so the window can highlight them.
import { formatUos, tryParseUos } from '../domain/uos';
import { ProviderError } from './provider-error';
import type { RequestedAction } from './transaction-request';
import type { ActionFieldView, ActionView } from './wallet-views';

// Exactly what the chain accepts for UOS: all 8 decimals (ultra-chain.md §1).
const UOS_ASSET = /^-?\d+\.\d{8} UOS$/;
const MAX_FIELDS_PER_ACTION = 500;

function fieldValue(value: unknown): { value: string; isAmount: boolean } {
  if (typeof value === 'string') {
    // The exact signed text is shown, never a reformatted one: "12.5 UOS" serialises with precision 1
    // and would be a different asset from the "12.50000000 UOS" a prettified view would suggest.
    if (UOS_ASSET.test(value)) {
      const units = tryParseUos(value);
      if (units !== null && formatUos(units) === value) return { value, isAmount: true };
    }
    return { value: value === '' ? '""' : value, isAmount: false };
  }
  if (value === null) return { value: 'null', isAmount: false };
  if (typeof value === 'bigint') return { value: value.toString(), isAmount: false };
  return { value: JSON.stringify(value) ?? String(value), isAmount: false };
}

function flatten(value: unknown, path: string, out: ActionFieldView[]): void {
  // Refuse rather than truncate: a field the user cannot see would be signed blind.
  if (out.length >= MAX_FIELDS_PER_ACTION)
    throw new ProviderError('invalidInput', 'The action has too many data fields to show');
  if (Array.isArray(value)) {
    if (value.length === 0) out.push({ path, value: '[]', isAmount: false });
    value.forEach((item, index) => flatten(item, path ? `${path}.${index}` : String(index), out));
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) out.push({ path, value: '{}', isAmount: false });
    for (const [key, child] of entries) flatten(child, path ? `${path}.${key}` : key, out);
    return;
  }
  out.push({ path, ...fieldValue(value) });
}

export function describeAction(action: RequestedAction): ActionView {
  const fields: ActionFieldView[] = [];
  flatten(action.data, '', fields);
  return {
    contract: action.account,
    action: action.name,
    authorization: action.authorization.map((a) => `${a.actor}@${a.permission}`),
    fields,
  };
}

/** A one-line summary for the recent-transactions list. */
export function summariseAction(action: RequestedAction): string {
  const data = action.data;
  if (action.name === 'transfer' && typeof data.quantity === 'string') {
    return `${String(data.from)} → ${String(data.to)} ${fieldValue(data.quantity).value}`;
  }
  const keys = Object.keys(data);
  return keys.length > 0 ? keys.join(', ') : '(no data)';
}
