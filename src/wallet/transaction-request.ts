// Turns the dApp's signTransaction argument (one object or an array, reference §2.5) into chain
// actions. Invalid objects are refused with -32000 before anything is shown to the user.
import { ProviderError } from './provider-error';

export interface Authorization {
  actor: string;
  permission: string;
}

export interface RequestedAction {
  account: string;
  name: string;
  authorization: Authorization[];
  data: Record<string, unknown>;
}

/** Antelope names as dApps use them: up to 12 of `a-z 1-5 .`, not ending in a dot. */
function isName(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z1-5.]{1,12}$/.test(value) && !value.endsWith('.');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseAuthorizationString(text: unknown): Authorization {
  if (typeof text !== 'string')
    throw new ProviderError('invalidInput', 'authorizations must be strings like "account@permission"');
  const [actor, permission = 'active', ...rest] = text.split('@');
  if (rest.length > 0 || !isName(actor) || !isName(permission)) {
    throw new ProviderError('invalidInput', `Invalid authorization "${text}"`);
  }
  return { actor, permission };
}

function parseAuthorizationObject(value: unknown): Authorization {
  if (!isPlainObject(value) || !isName(value.actor) || !isName(value.permission)) {
    throw new ProviderError('invalidInput', 'authorization entries need actor and permission names');
  }
  return { actor: value.actor, permission: value.permission };
}

/** Merges `authorization` and the deprecated `authorizations`, removing duplicates. */
function mergeAuthorizations(tx: Record<string, unknown>, fallback: Authorization | null): Authorization[] {
  const merged: Authorization[] = [];
  const add = (auth: Authorization) => {
    if (!merged.some((a) => a.actor === auth.actor && a.permission === auth.permission)) merged.push(auth);
  };
  if (tx.authorization !== undefined) {
    if (!Array.isArray(tx.authorization)) throw new ProviderError('invalidInput', 'authorization must be an array');
    tx.authorization.forEach((a) => add(parseAuthorizationObject(a)));
  }
  if (tx.authorizations !== undefined) {
    if (!Array.isArray(tx.authorizations)) throw new ProviderError('invalidInput', 'authorizations must be an array');
    tx.authorizations.forEach((a) => add(parseAuthorizationString(a)));
  }
  if (merged.length === 0) {
    if (!fallback) throw new ProviderError('unauthorized', 'No account is selected to authorize the transaction');
    merged.push(fallback);
  }
  return merged;
}

/**
 * Parses `tx | tx[]`. An array becomes one atomic transaction. `defaultAuthorization` is the selected
 * account with `active`, used when an object names no authorization.
 */
export function parseTransactionRequest(input: unknown, defaultAuthorization: Authorization | null): RequestedAction[] {
  const objects = Array.isArray(input) ? input : [input];
  if (objects.length === 0) throw new ProviderError('invalidInput', 'The transaction has no actions');
  if (objects.length > 50) throw new ProviderError('invalidInput', 'Too many actions in one transaction');
  return objects.map((tx, index) => {
    if (!isPlainObject(tx)) throw new ProviderError('invalidInput', `Transaction object ${index} is not an object`);
    if (!isName(tx.contract))
      throw new ProviderError('invalidInput', `Transaction object ${index}: contract must be an account name`);
    if (!isName(tx.action))
      throw new ProviderError('invalidInput', `Transaction object ${index}: action must be an action name`);
    if (!isPlainObject(tx.data))
      throw new ProviderError('invalidInput', `Transaction object ${index}: data must be an object`);
    return {
      account: tx.contract,
      name: tx.action,
      authorization: mergeAuthorizations(tx, defaultAuthorization),
      data: tx.data,
    };
  });
}

export interface SignTransactionOptions {
  signOnly: boolean;
}

export function parseSignTransactionOptions(value: unknown): SignTransactionOptions {
  if (value === undefined || value === null) return { signOnly: false };
  if (!isPlainObject(value)) throw new ProviderError('invalidInput', 'options must be an object');
  if (value.signOnly !== undefined && typeof value.signOnly !== 'boolean') {
    throw new ProviderError('invalidInput', 'signOnly must be a boolean');
  }
  return { signOnly: value.signOnly === true };
}
