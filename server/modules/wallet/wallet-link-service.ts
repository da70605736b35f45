// Linking a wallet: the server issues a single-use challenge, the wallet signs it with signMessage, and the
// server checks that the recovered key is a key of the claimed chain account before storing it as walletId.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ChainRpcError, normalizePublicKey, recoverMessageSigner } from '../../../src/chain/index.js';
import { LINK_CHALLENGE_TTL_SECONDS } from '../../../src/contract/wallet.js';
import type { Database } from '../../db/schema.js';
import { HttpError, badRequest, conflict, notFound } from '../../http-error.js';
import { setUserWalletAccount, type UserRow } from '../users/users-module.js';
import type { ChainGateway } from './chain-gateway.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { Clock } from '../../clock.js';

export class WalletLinkService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly chain: ChainGateway,
    private readonly clock: Clock,
    /** Told after a link is stored (payouts: prizes waiting for this user's wallet are paid now). */
    private readonly onLinked?: (userId: string) => void,
  ) {}

  private now(): Date {
    return new Date(this.clock.now());
  }

  async issueChallenge(user: UserRow): Promise<{ message: string; expiresAt: string }> {
    const expiresAt = new Date(this.now().getTime() + LINK_CHALLENGE_TTL_SECONDS * 1000);
    const message = `message:Link this wallet to the Arena account ${user.nickname} (${user.id}). Nonce ${randomBytes(12).toString('hex')}, valid until ${expiresAt.toISOString()}.`;
    await this.db
      .insertInto('wallet_link_challenges')
      .values({ user_id: user.id, message, expires_at: expiresAt })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ message, expires_at: expiresAt }))
      .execute();
    return { message, expiresAt: expiresAt.toISOString() };
  }

  async link(user: UserRow, accountName: string, signature: string): Promise<string> {
    const challenge = await this.db
      .selectFrom('wallet_link_challenges')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!challenge || new Date(challenge.expires_at) <= this.now()) throw badRequest('WALLET-CHALLENGE-EXPIRED');
    let signer: string;
    try {
      signer = normalizePublicKey(recoverMessageSigner(challenge.message, signature));
    } catch {
      throw badRequest('WALLET-SIGNATURE-INVALID');
    }
    await this.assertKeyOfAccount(accountName, signer);
    // Consume the challenge and store the link together: a challenge admits one link only.
    const linked = await this.db.transaction().execute(async (trx) => {
      const consumed = await trx
        .deleteFrom('wallet_link_challenges')
        .where('user_id', '=', user.id)
        .where('message', '=', challenge.message)
        .executeTakeFirst();
      if (Number(consumed.numDeletedRows) !== 1) throw badRequest('WALLET-CHALLENGE-EXPIRED');
      try {
        await setUserWalletAccount(trx, user.id, accountName, this.now());
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw conflict('WALLET-ALREADY-LINKED');
        }
        throw error;
      }
      return accountName;
    });
    this.onLinked?.(user.id);
    return linked;
  }

  async unlink(user: UserRow): Promise<void> {
    await setUserWalletAccount(this.db, user.id, null, this.now());
  }

  private async assertKeyOfAccount(accountName: string, publicKey: string): Promise<void> {
    let account;
    try {
      account = await this.chain.client.getAccount(accountName);
    } catch (error) {
      if (error instanceof ChainRpcError && error.httpStatus !== undefined) throw notFound('WALLET-ACCOUNT-NOT-FOUND');
      throw new HttpError(503, 'CHAIN-UNAVAILABLE');
    }
    const keys = account.permissions.flatMap((permission) => permission.required_auth.keys.map((entry) => entry.key));
    const matches = keys.some((key) => {
      try {
        return normalizePublicKey(key) === publicKey;
      } catch {
        return false;
      }
    });
    if (!matches) throw badRequest('WALLET-KEY-NOT-IN-ACCOUNT');
  }
}
