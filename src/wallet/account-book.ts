// Accounts the wallet can sign for (name, permission, key), the selected one, and the AccountInfo
// shapes the provider returns for them.
import type { AccountInfo, AuthorizationInfo } from './provider-methods';
import { createSerialQueue } from './serial-queue';
import type { Keyring, WalletAccount, WalletState } from './wallet-state';

export class AccountRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AccountRuleError';
  }
}

const NAME = /^[a-z1-5.]{1,12}$/;

export function accountRef(account: { accountName: string; permission: string }): string {
  return `${account.accountName}@${account.permission}`;
}

/** Groups flat (name, permission, key) entries into AccountInfo objects. */
export function toAccountInfos(accounts: WalletAccount[]): AccountInfo[] {
  const byName = new Map<string, AccountInfo>();
  for (const entry of accounts) {
    const info = byName.get(entry.accountName) ?? { accountName: entry.accountName, permissions: [] };
    const permission = info.permissions.find((p) => p.name === entry.permission);
    if (permission) {
      if (!permission.publicKeys.includes(entry.publicKey)) permission.publicKeys.push(entry.publicKey);
    } else {
      info.permissions.push({ name: entry.permission, publicKeys: [entry.publicKey] });
    }
    byName.set(entry.accountName, info);
  }
  return [...byName.values()];
}

export function selectedAccountEntry(keyring: Keyring): WalletAccount | null {
  if (!keyring.selected) return null;
  return keyring.accounts.find((a) => accountRef(a) === keyring.selected) ?? null;
}

export function selectedAccountInfo(keyring: Keyring): AccountInfo | null {
  const selected = selectedAccountEntry(keyring);
  if (!selected) return null;
  return toAccountInfos(keyring.accounts).find((info) => info.accountName === selected.accountName) ?? null;
}

export function availableAuthorizations(keyring: Keyring): AuthorizationInfo[] {
  return keyring.accounts.map((a) => ({
    accountName: a.accountName,
    permission: a.permission,
    publicKey: a.publicKey,
  }));
}

export class AccountBook {
  private readonly serial = createSerialQueue();

  constructor(private readonly state: WalletState) {}

  load(): Promise<Keyring> {
    return this.state.keyring.load();
  }

  /** Records that `publicKey` controls `accountName@permission`; selects it if nothing is selected. */
  set(entry: WalletAccount): Promise<{ selectionChanged: boolean }> {
    return this.serial(async () => {
      if (!NAME.test(entry.accountName) || entry.accountName.endsWith('.'))
        throw new AccountRuleError('Not a valid account name');
      if (!NAME.test(entry.permission)) throw new AccountRuleError('Not a valid permission name');
      const keyring = await this.state.keyring.load();
      if (!keyring.publicKeys.includes(entry.publicKey)) throw new AccountRuleError('The wallet holds no such key');
      const accounts = keyring.accounts.filter(
        (a) => !(a.accountName === entry.accountName && a.permission === entry.permission),
      );
      accounts.push(entry);
      const selected =
        keyring.selected && accounts.some((a) => accountRef(a) === keyring.selected)
          ? keyring.selected
          : accountRef(entry);
      await this.state.keyring.save({ ...keyring, accounts, selected });
      return { selectionChanged: selected !== keyring.selected };
    });
  }

  /** Adds discovered accounts that are not known yet. */
  merge(found: WalletAccount[]): Promise<{ selectionChanged: boolean }> {
    return this.serial(async () => {
      const keyring = await this.state.keyring.load();
      const accounts = [...keyring.accounts];
      for (const entry of found) {
        if (!keyring.publicKeys.includes(entry.publicKey)) continue;
        if (accounts.some((a) => accountRef(a) === accountRef(entry))) continue;
        accounts.push(entry);
      }
      const selected = keyring.selected ?? (accounts[0] ? accountRef(accounts[0]) : null);
      await this.state.keyring.save({ ...keyring, accounts, selected });
      return { selectionChanged: selected !== keyring.selected };
    });
  }

  select(accountName: string, permission: string): Promise<{ changed: boolean }> {
    return this.serial(async () => {
      const keyring = await this.state.keyring.load();
      const ref = accountRef({ accountName, permission });
      if (!keyring.accounts.some((a) => accountRef(a) === ref)) throw new AccountRuleError('Unknown account');
      if (keyring.selected === ref) return { changed: false };
      await this.state.keyring.save({ ...keyring, selected: ref });
      return { changed: true };
    });
  }
}
