// Prize escrow on chain (issue 6 §1). The organizer signs, in the wallet, the transfer of the prize pool's UOS
// and Uniqs to the platform escrow account; the server reads that transaction back from the chain and records
// the escrow (HELD) only when it really moved enough from the organizer's linked wallet with the tournament's
// memo. Reversing (or cancelling) returns exactly what was received: one payment of the payments ledger
// (escrow-return.ts), crash-safe and never paid twice.
import type { Kysely } from 'kysely';
import type { PrizepoolSection, TournamentView } from '../../../../src/contract/tournaments.js';
import type { TournamentEscrow } from '../../../../src/contract/tournament-escrow.js';
import type { Database } from '../../../db/schema.js';
import { badRequest, conflict, notFound } from '../../../http-error.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import { organizationOfUser } from '../../organizations/organizations-module.js';
import type { UserRow } from '../../users/users-module.js';
import type { ChainGateway } from '../../wallet/wallet-module.js';
import type { TournamentReader } from '../tournament-reader.js';
import * as tournaments from '../tournaments-repository.js';
import { covers, escrowNeeds, needsAnything, uosText } from './escrow-needs.js';
import * as repo from './escrow-repository.js';
import type { EscrowReturns } from './escrow-return.js';
import { escrowMemo } from './escrow-transfers.js';
import { readEscrowTransfer } from './escrow-verification.js';
import { transferToEscrow } from './escrow-wallet-transfer.js';

type Db = Kysely<Database>;

export interface EscrowServiceOptions {
  db: Db;
  chain: ChainGateway;
  reader: TournamentReader;
  /** Returns go through the payments ledger. */
  returns: EscrowReturns;
}

export class EscrowService {
  private readonly db: Db;
  private readonly chain: ChainGateway;
  private readonly reader: TournamentReader;
  private readonly returns: EscrowReturns;

  constructor(options: EscrowServiceOptions) {
    this.db = options.db;
    this.chain = options.chain;
    this.reader = options.reader;
    this.returns = options.returns;
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
    return {
      ...base,
      status: 'REQUIRED',
      actions: await transferToEscrow(this.chain, user.wallet_id, escrowMemo(id), needs),
      transactionId: null,
    };
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
    await this.returns.returnEscrow(id, { lockOwned: (trx) => this.owned(trx, id, user, true), resetPrizepool: true });
    return this.reader.view(id, user.id);
  }

  /** Gives back what the tournament's escrow still holds (cancellation, or the leftover after the prizes). */
  returnEscrow(tournamentId: string): Promise<void> {
    return this.returns.returnEscrow(tournamentId);
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
