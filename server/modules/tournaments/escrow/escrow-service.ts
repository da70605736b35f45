// Prize escrow on chain (issue 6 §1). The organizer signs, in the wallet, the transfer of the prize pool's UOS
// and Uniqs to the platform escrow account; the server reads that transaction back from the chain and records
// the escrow (HELD) only when it really moved enough from the organizer's linked wallet with the tournament's
// memo. Reversing (or cancelling) returns exactly what was received, signed by the platform account.
//
// Returning is crash-safe and never pays twice: the return transaction is signed and stored (RETURNING) under
// the tournament lock before it is pushed; whoever comes next (a retry, a second process, the scheduler)
// pushes that same transaction again (the chain refuses duplicates) until the chain shows it, then RETURNED.
import type { Kysely } from 'kysely';
import { ChainRpcError, Transactor, type TokenRow } from '../../../../src/chain/index.js';
import type { PrizepoolSection, TournamentView } from '../../../../src/contract/tournaments.js';
import type { TournamentEscrow } from '../../../../src/contract/tournament-escrow.js';
import type { Database } from '../../../db/schema.js';
import { HttpError, badRequest, conflict, notFound } from '../../../http-error.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { organizationOfUser } from '../../organizations/organizations-module.js';
import type { UserRow } from '../../users/users-module.js';
import type { ChainGateway } from '../../wallet/wallet-module.js';
import type { PlatformKey } from '../../wallet/wallet-module.js';
import type { TournamentReader } from '../tournament-reader.js';
import * as tournaments from '../tournaments-repository.js';
import { covers, escrowNeeds, needsAnything, pickTokens, uosText, type EscrowNeeds } from './escrow-needs.js';
import * as repo from './escrow-repository.js';
import { escrowActions, escrowMemo, returnActions } from './escrow-transfers.js';
import { chainUnavailable, readEscrowTransfer } from './escrow-verification.js';
import type { Clock } from '../../../clock.js';

type Db = Kysely<Database>;

const DUPLICATE_TRANSACTION = 3040008;
/** How long a signed return may wait to be included; a stored one past this is signed again. */
const RETURN_EXPIRE_SECONDS = 120;

export interface EscrowServiceOptions {
  db: Db;
  chain: ChainGateway;
  platformKey: PlatformKey;
  reader: TournamentReader;
  clock: Clock;
  /** How the platform's signer reaches the chain node (in-process for the embedded dev chain). */
  fetch?: typeof fetch;
  /** What prize payments have taken from the escrow, inside the caller's transaction. */
  paidOut: PaidOutOfEscrow;
}

/** What prize payments have paid from a tournament's escrow: the payouts module's answer, handed in by app.ts. */
export interface EscrowPaidOut {
  uosUnits: bigint;
  tokenIds: string[];
  /** Payments whose signed transaction may still be included. */
  inFlight: number;
  /** Payments not done yet. */
  owed: number;
}
export type PaidOutOfEscrow = (trx: Db, tournamentId: string) => Promise<EscrowPaidOut>;

export class EscrowService {
  private readonly db: Db;
  private readonly chain: ChainGateway;
  private readonly reader: TournamentReader;
  private readonly signer: Transactor;
  private readonly clock: Clock;
  private readonly paidOut: PaidOutOfEscrow;

  constructor(options: EscrowServiceOptions) {
    this.db = options.db;
    this.paidOut = options.paidOut;
    this.clock = options.clock;
    this.chain = options.chain;
    this.reader = options.reader;
    this.signer = new Transactor({
      rpcUrl: options.chain.client.rpcUrl,
      privateKeys: [options.platformKey.privateKey],
      fetch: options.fetch,
    });
  }

  private get escrowAccount(): string {
    return this.chain.platformAccount;
  }

  /** The tournament when `user` organizes for its organization (locked when `db` is a transaction); else 404. */
  private async owned(db: Db, id: string, user: UserRow, lock: boolean): Promise<tournaments.TournamentRow> {
    const row = lock ? await tournaments.lockTournament(db, id) : await tournaments.findTournament(db, id);
    if (!row || (await organizationOfUser(db, user.id)) !== row.organization_id) throw notFound('TOURNAMENT-NOT-FOUND');
    return row;
  }

  async describe(user: UserRow, id: string): Promise<TournamentEscrow> {
    const row = await this.owned(this.db, id, user, false);
    const needs = escrowNeeds(row.prizepool as PrizepoolSection | null);
    const live = await repo.liveEscrow(this.db, id);
    const base = {
      escrowAccount: this.escrowAccount,
      memo: escrowMemo(id),
      uosAmount: uosText(needs.uosUnits),
      uniqs: [...needs.uniqs].map(([factoryId, quantity]) => ({ factoryId, quantity })),
      walletAccount: user.wallet_id ?? null,
    };
    if (live)
      return {
        ...base,
        status: live.status === 'RETURNING' ? 'RETURNING' : 'HELD',
        actions: null,
        transactionId: live.transaction_id,
      };
    if (!needsAnything(needs)) return { ...base, status: 'NOT_NEEDED', actions: null, transactionId: null };
    if (!user.wallet_id) throw badRequest('MISSING-WALLET');
    const tokenIds = await this.tokensToEscrow(user.wallet_id, needs);
    return {
      ...base,
      status: 'REQUIRED',
      actions: escrowActions(user.wallet_id, this.escrowAccount, id, needs.uosUnits, tokenIds),
      transactionId: null,
    };
  }

  /** Token ids of the wallet covering the needed Uniqs, lowest ids first; refused when the wallet is short. */
  private async tokensToEscrow(wallet: string, needs: EscrowNeeds): Promise<string[]> {
    if (needs.uniqs.size === 0) return [];
    let held: TokenRow[];
    try {
      held = await this.chain.client.getUniqsOf(wallet);
    } catch {
      throw chainUnavailable();
    }
    const { tokenIds, missing } = pickTokens(needs, held);
    if (missing.length > 0) {
      const fields = Object.fromEntries(
        missing.map((m) => [`uniqs.${m.factoryId}`, `Your wallet holds ${m.held} of the ${m.needed} Uniqs needed.`]),
      );
      throw badRequest('UNIQ-TOO-MANY-TOKENS-ASSIGNED', fields);
    }
    return tokenIds;
  }

  /** Verifies the organizer's escrow transaction on chain and records it (HELD); answers the tournament. */
  async fund(user: UserRow, id: string, transactionIdText: string): Promise<TournamentView> {
    const transactionId = transactionIdText.toLowerCase();
    const before = await this.owned(this.db, id, user, false);
    if (before.status !== 'DRAFT') throw conflict('TOURNAMENT-NOT-EDITABLE');
    if (!user.wallet_id) throw badRequest('MISSING-WALLET');
    if (await repo.transactionUsed(this.db, transactionId)) throw conflict('TOURNAMENT-ESCROW-TRANSACTION-USED');
    const received = await this.readEscrowTransaction(id, user.wallet_id, transactionId);

    await this.db.transaction().execute(async (trx) => {
      const row = await this.owned(trx, id, user, true);
      if (row.status !== 'DRAFT') throw conflict('TOURNAMENT-NOT-EDITABLE');
      if (await repo.liveEscrow(trx, id)) throw conflict('TOURNAMENT-ESCROW-ALREADY-HELD');
      // Checked against the prize pool as it is now, under the lock (it may have changed since the GET).
      const needs = escrowNeeds(row.prizepool as PrizepoolSection | null);
      if (!needsAnything(needs))
        throw badRequest('TOURNAMENT-ESCROW-INVALID', { transactionId: 'This prize pool needs no escrow.' });
      if (!covers(needs, received))
        throw badRequest('TOURNAMENT-ESCROW-INVALID', {
          transactionId: 'The transaction does not cover the prize pool.',
        });
      try {
        await repo.insertHeld(trx, {
          tournamentId: id,
          transactionId,
          fromAccount: user.wallet_id!,
          uosUnits: received.uosUnits,
          uniqs: received.uniqs,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('TOURNAMENT-ESCROW-TRANSACTION-USED');
        throw error;
      }
    });
    return this.reader.view(id, user.id);
  }

  /** What the transaction moved from the wallet to the escrow account with this tournament's memo. */
  private readEscrowTransaction(id: string, wallet: string, transactionId: string) {
    return readEscrowTransfer(
      this.chain,
      { transactionId, from: wallet, to: this.escrowAccount, memo: escrowMemo(id) },
      (reason) =>
        badRequest('TOURNAMENT-ESCROW-INVALID', {
          transactionId: reason.replace('this memo', 'this tournament’s memo'),
        }),
    );
  }

  /** The organizer's reversal: returns the escrow and resets the prize pool; only while DRAFT. */
  async reverse(user: UserRow, id: string): Promise<TournamentView> {
    await this.returnEscrow(id, { user, resetPrizepool: true });
    return this.reader.view(id, user.id);
  }

  /**
   * Returns the tournament's escrow to its sender. Idempotent: does nothing without a HELD (or RETURNING)
   * escrow, and a RETURNING one is finished with its stored transaction. Used on cancellation (organizer and
   * scheduler) with the tournament id only; with `user`, checks ownership and status (reversal).
   */
  async returnEscrow(tournamentId: string, options: { user?: UserRow; resetPrizepool?: boolean } = {}): Promise<void> {
    let expired: string | null = null;
    for (let attempt = 0; attempt < 3; attempt++) {
      const pending = await this.prepareReturn(tournamentId, options, expired);
      if (!pending) return;
      const outcome = await this.pushReturn(pending);
      if (outcome === 'returned') return;
      expired = pending.return_transaction_id;
    }
    throw new HttpError(502, 'BLOCKCHAIN-ERROR');
  }

  /**
   * Under the tournament lock: the escrow to return with its signed return transaction, signing one when it
   * has none yet or when `expiredId` (the stored one) can no longer be included. No chain reads happen here:
   * on PGlite the chain shares the single database session this transaction holds.
   */
  private prepareReturn(
    tournamentId: string,
    options: { user?: UserRow; resetPrizepool?: boolean },
    expiredId: string | null,
  ): Promise<repo.EscrowRow | null> {
    return this.db.transaction().execute(async (trx) => {
      const row = options.user
        ? await this.owned(trx, tournamentId, options.user, true)
        : await tournaments.lockTournament(trx, tournamentId);
      if (!row) return null;
      // The organizer reverses while DRAFT, or finishes the return of a cancelled tournament's escrow that the
      // chain could not take at cancel time; a published tournament keeps its prizes.
      if (options.user && row.status !== 'DRAFT' && row.status !== 'CANCELED')
        throw conflict('TOURNAMENT-NOT-EDITABLE');
      const escrow = await repo.liveEscrow(trx, tournamentId);
      if (!escrow) {
        if (options.user && expiredId === null) throw conflict('TOURNAMENT-ESCROW-NOT-HELD');
        return null;
      }
      if (options.resetPrizepool && row.status === 'DRAFT')
        await repo.resetPrizepool(trx, tournamentId, new Date(this.clock.now()));
      if (escrow.status === 'RETURNING' && escrow.return_trx && escrow.return_transaction_id !== expiredId)
        return escrow;
      // After a prize distribution started, only what was not paid goes back: never while a payment's signed
      // transaction could still be included, nor while a finished tournament still owes payments.
      const paid = await this.paidOut(trx, tournamentId);
      if (paid.inFlight > 0 || (row.status === 'FINISHED' && paid.owed > 0)) throw conflict('PRIZE-PAYMENTS-IN-FLIGHT');
      const paidTokens = new Set(paid.tokenIds);
      const actions = returnActions(
        this.escrowAccount,
        escrow.from_account,
        tournamentId,
        escrow.uosUnits - paid.uosUnits,
        escrow.uniqs.map((u) => u.tokenId).filter((tokenId) => !paidTokens.has(tokenId)),
      );
      if (actions.length === 0) {
        await repo.markReturned(trx, escrow.id, null, new Date(this.clock.now()));
        return null;
      }
      const signed = await this.signer
        .transact({ actions, broadcast: false, expireSeconds: RETURN_EXPIRE_SECONDS })
        .catch((error: unknown) => {
          throw error instanceof ChainRpcError ? chainUnavailable() : error;
        });
      const stored = {
        signatures: signed.signatures,
        packedTrx: signed.packedTrx,
        expiration: String(signed.transaction.expiration),
      };
      await repo.markReturning(trx, escrow.id, signed.transactionId, stored);
      return {
        ...escrow,
        status: 'RETURNING' as const,
        return_transaction_id: signed.transactionId,
        return_trx: stored,
      };
    });
  }

  private async onChain(transactionId: string): Promise<boolean> {
    try {
      await this.chain.client.getTransaction(transactionId);
      return true;
    } catch (error) {
      if (error instanceof ChainRpcError && error.httpStatus !== undefined) return false;
      throw chainUnavailable();
    }
  }

  /** The chain's head block time, in ms. */
  private async chainTime(): Promise<number> {
    try {
      return Date.parse(`${(await this.chain.client.getInfo()).head_block_time}Z`);
    } catch {
      throw chainUnavailable();
    }
  }

  /** Pushes the stored return; 'expired' when the chain never took it and no longer can (sign again). */
  private async pushReturn(escrow: repo.EscrowRow): Promise<'returned' | 'expired'> {
    const stored = escrow.return_trx!;
    const id = escrow.return_transaction_id!;
    try {
      await this.chain.client.pushTransaction({ signatures: stored.signatures, packed_trx: stored.packedTrx });
    } catch (error) {
      // Someone else pushed this very transaction already: fine, it counts once on chain.
      const duplicate =
        error instanceof ChainRpcError && (error.code === DUPLICATE_TRANSACTION || /duplicate/i.test(error.message));
      if (!duplicate && !(await this.onChain(id))) {
        // Expiry is judged by the chain's own time (its head block), which neither the injected clock nor this
        // server's wall clock decides.
        if (Date.parse(`${stored.expiration}Z`) <= (await this.chainTime())) return 'expired';
        throw error instanceof ChainRpcError && error.httpStatus === undefined
          ? chainUnavailable()
          : new HttpError(502, 'BLOCKCHAIN-ERROR');
      }
    }
    await repo.markReturned(this.db, escrow.id, id, new Date(this.clock.now()));
    return 'returned';
  }
}

/** For publishing, under the tournament lock: a HELD escrow covers the prize pool (always true when it needs none). */
export async function escrowCoversPrizepool(
  trx: Db,
  tournamentId: string,
  prizepool: PrizepoolSection | null,
): Promise<boolean> {
  const needs = escrowNeeds(prizepool);
  if (!needsAnything(needs)) return true;
  const live = await repo.liveEscrow(trx, tournamentId);
  return live?.status === 'HELD' && covers(needs, live);
}
