// Dev-chain conveniences for a fresh machine: a chain account for a user's wallet key (one per user, name
// derived from the user), and demo UOS from a faucet. Refused when a real chain is configured.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isValidPublicKey, normalizePublicKey } from '../../../src/chain/index.js';
import { parseUos, formatUos } from '../../../src/domain/uos.js';
import { FAUCET_COOLDOWN_SECONDS, FAUCET_GRANT_UOS } from '../../../src/contract/wallet.js';
import type { Database } from '../../db/schema.js';
import { HttpError, badRequest, conflict } from '../../http-error.js';
import type { UserRow } from '../users/users-module.js';
import type { ChainGateway } from './chain-gateway.js';
import type { Clock } from '../../clock.js';

const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz12345';

/** A stable 12-character Antelope name for a user: "ar" + 10 characters of a hash of the user id. */
export function accountNameForUser(userId: string): string {
  const digest = createHash('sha256').update(`arena-account:${userId}`).digest();
  let name = 'ar';
  for (let i = 0; name.length < 12; i++) name += NAME_ALPHABET[digest[i] % NAME_ALPHABET.length];
  return name;
}

export class DevChainAccountsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly chain: ChainGateway,
    private readonly clock: Clock,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  private devChain() {
    if (!this.chain.devChain) throw new HttpError(404, 'CHAIN-FEATURE-UNAVAILABLE');
    return this.chain.devChain;
  }

  async createAccount(user: UserRow, publicKeyText: string): Promise<{ accountName: string; created: boolean }> {
    const devChain = this.devChain();
    if (!isValidPublicKey(publicKeyText)) throw badRequest('VALIDATION-FAILED', { publicKey: 'Invalid value' });
    const publicKey = normalizePublicKey(publicKeyText);
    const existing = await this.db
      .selectFrom('user_chain_accounts')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (existing) {
      if (existing.public_key !== publicKey) throw conflict('CHAIN-ACCOUNT-TAKEN');
      return { accountName: existing.account_name, created: false };
    }
    const accountName = accountNameForUser(user.id);
    const result = await devChain.createAccount(accountName, publicKey);
    await this.db
      .insertInto('user_chain_accounts')
      .values({ user_id: user.id, account_name: accountName, public_key: publicKey })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
    return { accountName, created: result.created };
  }

  async faucet(user: UserRow): Promise<{ accountName: string; quantity: string; transactionId: string }> {
    const devChain = this.devChain();
    if (!user.wallet_id) throw badRequest('MISSING-WALLET');
    const since = new Date(this.now().getTime() - FAUCET_COOLDOWN_SECONDS * 1000);
    const recent = await this.db
      .selectFrom('faucet_grants')
      .select('id')
      .where('user_id', '=', user.id)
      .where('granted_at', '>', since)
      .executeTakeFirst();
    if (recent) throw new HttpError(429, 'FAUCET-COOLDOWN');
    const units = parseUos(FAUCET_GRANT_UOS);
    const { transactionId } = await devChain.faucet(user.wallet_id, units);
    await this.db
      .insertInto('faucet_grants')
      .values({ user_id: user.id, account_name: user.wallet_id, transaction_id: transactionId })
      .execute();
    return { accountName: user.wallet_id, quantity: formatUos(units), transactionId };
  }
}
