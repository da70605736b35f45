// Gated access by Uniq tickets (issue 6 §2). The chain is read BEFORE the registration transaction locks the
// tournament (prepare), so the row lock never waits on RPC; the locked part (admit, record) only picks among
// what was read and writes the use, and the unique indexes back it up against races.
import type { Kysely } from 'kysely';
import type { PublishedSectionsCache } from '../published-sections.js';
import { CONTRACTS, ChainRpcError, type TokenRow } from '../../../../src/chain/index.js';
import type { GatedAccessCheck } from '../../../../src/contract/gated-access.js';
import type { SettingsSection } from '../../../../src/contract/tournaments.js';
import type { Database } from '../../../db/schema.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../../http-error.js';
import { isOrganizationLocked } from '../../organizations/organizations-module.js';
import { isUniqueViolation } from '../../../db/unique-violation.js';
import type { UserRow } from '../../users/users-module.js';
import type { ChainGateway } from '../../wallet/wallet-module.js';
import { findTournament } from '../tournaments-repository.js';
import { burnActions, consumeActions, readConsumption } from './ticket-consumption.js';
import * as offers from './ticket-offers-repository.js';
import type { Clock } from '../../../clock.js';
import { canonicalId, pickTickets, ruleOf, type HeldToken, type TicketRule } from './ticket-rule.js';
import * as uses from './ticket-uses-repository.js';

type Db = Kysely<Database>;

/** What prepare() learned from the chain, judged under the tournament lock by admit(). */
export type TicketClaim =
  | { kind: 'open' }
  /** A refusal decided before the lock, thrown only after the checks a player fixes first. */
  | { kind: 'refused'; error: HttpError }
  | { kind: 'held'; account: string; held: HeldToken[] }
  | { kind: 'consumed'; account: string; transactionId: string; tokens: HeldToken[] };

/** The tokens to record once the registration row exists. */
export interface Admission {
  account: string;
  transactionId: string | null;
  tokens: HeldToken[];
}

interface Requirement {
  gated: boolean;
  rule: TicketRule;
  factoryIds: string[];
  singleUseOfKey: boolean;
}

const chainUnavailable = () => new HttpError(503, 'CHAIN-UNAVAILABLE');

export class GatedAccessService {
  constructor(
    private readonly db: Db,
    private readonly chain: ChainGateway,
    /** Publishing locks the settings section, so the access settings of a published tournament never change. */
    private readonly published: PublishedSectionsCache,
    private readonly clock: Clock,
  ) {}

  private static requirementOf(settings: SettingsSection): Requirement {
    return {
      gated: settings.accessType === 'GATED_ACCESS',
      rule: ruleOf(settings.uniqFactoryRule),
      factoryIds: [...new Set(settings.uniqFactoryIds.map(canonicalId))],
      singleUseOfKey: settings.accessType === 'GATED_ACCESS' && settings.singleUseOfKey,
    };
  }

  /** The access requirement of a published tournament, or null when players cannot see it. */
  private async requirement(tournamentId: string): Promise<Requirement | null> {
    const sections = await this.published.get(tournamentId);
    return sections ? GatedAccessService.requirementOf(sections.settings) : null;
  }

  private async holdings(account: string): Promise<HeldToken[]> {
    let rows: TokenRow[];
    try {
      rows = await this.chain.client.getUniqsOf(account);
    } catch {
      throw chainUnavailable();
    }
    return rows.map((row) => ({ tokenId: canonicalId(row.id), factoryId: canonicalId(row.token_factory_id) }));
  }

  /** GET /participants/{id}/uniq-check-gated-access: whether the user's wallet holds a ticket, and which. */
  async check(user: UserRow, tournamentId: string): Promise<GatedAccessCheck> {
    const row = await findTournament(this.db, tournamentId);
    if (
      !row ||
      row.published_at === null ||
      !row.settings ||
      (await isOrganizationLocked(this.db, row.organization_id))
    )
      throw notFound('TOURNAMENT-NOT-FOUND');
    const requirement = GatedAccessService.requirementOf(row.settings as SettingsSection);
    const open = {
      walletAccount: user.wallet_id,
      rule: null,
      singleUseOfKey: false,
      ticketTokenIds: [],
      missingFactoryIds: [],
      consumeActions: null,
      burnActions: null,
    };
    if (!requirement.gated) return { hasAccess: true, ...open };
    const account = user.wallet_id;
    if (!account) throw badRequest('MISSING-WALLET');
    const held = await this.holdings(account);
    const used = await uses.usedTokenIds(
      this.db,
      tournamentId,
      held.map((token) => token.tokenId),
    );
    const pick = pickTickets(requirement.rule, requirement.factoryIds, held, used);
    const ticketTokenIds = pick.tokens.map((token) => token.tokenId);
    const consumable = requirement.singleUseOfKey && pick.hasAccess;
    // Remembered so that a burn of these tokens can be judged: once burned, their factory is nowhere on chain.
    if (consumable)
      await offers.recordOffers(this.db, {
        tournamentId,
        userId: user.id,
        account,
        tokens: pick.tokens,
        at: new Date(this.clock.now()),
      });
    return {
      hasAccess: pick.hasAccess,
      walletAccount: account,
      rule: requirement.rule,
      singleUseOfKey: requirement.singleUseOfKey,
      ticketTokenIds,
      missingFactoryIds: pick.missingFactoryIds,
      consumeActions: consumable
        ? consumeActions(account, this.chain.platformAccount, tournamentId, ticketTokenIds)
        : null,
      burnActions: consumable ? burnActions(account, tournamentId, ticketTokenIds) : null,
    };
  }

  /**
   * Reads the chain for a registration, before any lock: the holdings of `registrant`'s linked wallet, or,
   * with single use of key, the tokens the signed transaction handed to the platform or burned. Never throws for the
   * player's mistakes: those come back as a refusal so the earlier checks keep their order.
   */
  async prepare(
    registrant: UserRow,
    tournamentId: string,
    ticketTransactionId: string | undefined,
  ): Promise<TicketClaim> {
    const requirement = await this.requirement(tournamentId);
    // Unknown or OPEN: nothing to read. (A draft that gets published meanwhile is caught by admit().)
    if (!requirement?.gated) return { kind: 'open' };
    try {
      const account = registrant.wallet_id;
      if (!account) throw badRequest('MISSING-WALLET');
      if (!requirement.singleUseOfKey) return { kind: 'held', account, held: await this.holdings(account) };
      if (!ticketTransactionId) throw forbidden('NO-VALID-TICKET');
      const tokens = await this.consumedTickets(registrant.id, account, tournamentId, ticketTransactionId, requirement);
      return { kind: 'consumed', account, transactionId: ticketTransactionId.toLowerCase(), tokens };
    } catch (error) {
      if (error instanceof HttpError) return { kind: 'refused', error };
      throw error;
    }
  }

  /**
   * The listed-factory tokens a transaction consumed from `account` for this tournament: transferred to the
   * platform (factory read there), or burned after the check offered them to this user in this account (factory
   * from the offer; a burn of a token never offered to them here is no ticket).
   */
  private async consumedTickets(
    userId: string,
    account: string,
    tournamentId: string,
    transactionId: string,
    requirement: Requirement,
  ): Promise<HeldToken[]> {
    if (!/^[0-9a-fA-F]{64}$/.test(transactionId)) throw forbidden('NO-VALID-TICKET');
    let transaction: Record<string, unknown>;
    try {
      transaction = await this.chain.client.getTransaction(transactionId.toLowerCase());
    } catch (error) {
      // The node answered (unknown transaction): no ticket. No answer at all: the chain is down.
      if (error instanceof ChainRpcError && error.httpStatus !== undefined) throw forbidden('NO-VALID-TICKET');
      throw chainUnavailable();
    }
    const consumption = readConsumption(transaction, account, this.chain.platformAccount, tournamentId);
    // The transferred tokens now sit in the platform's scope, where their factory can be read.
    const tokens: HeldToken[] = [];
    for (const tokenId of consumption.transferred) {
      const factoryId = await this.platformTokenFactory(tokenId);
      if (factoryId !== null && requirement.factoryIds.includes(factoryId)) tokens.push({ tokenId, factoryId });
    }
    // The burned ones are gone: their factory is the one read when the check offered them.
    const burned = await offers.offeredTokens(this.db, tournamentId, userId, account, consumption.burned);
    for (const token of burned)
      if (requirement.factoryIds.includes(token.factoryId) && !tokens.some((t) => t.tokenId === token.tokenId))
        tokens.push(token);
    if (!pickTickets(requirement.rule, requirement.factoryIds, tokens).hasAccess) throw forbidden('NO-VALID-TICKET');
    return tokens;
  }

  private async platformTokenFactory(tokenId: string): Promise<string | null> {
    try {
      const page = await this.chain.client.getTableRows<TokenRow>({
        code: CONTRACTS.nft,
        scope: this.chain.platformAccount,
        table: 'token.b',
        lowerBound: tokenId,
        limit: 1,
      });
      const row = page.rows[0];
      return row && canonicalId(row.id) === tokenId ? canonicalId(row.token_factory_id) : null;
    } catch {
      throw chainUnavailable();
    }
  }

  /**
   * Under the tournament lock: decides admission from what prepare() read. Tokens already used in this
   * tournament are left out; when only used ones would admit, the answer is UNIQ-ALREADY-USED.
   */
  async admit(trx: Db, tournamentId: string, settings: SettingsSection, claim: TicketClaim): Promise<Admission | null> {
    if (settings.accessType !== 'GATED_ACCESS') return null;
    const requirement = GatedAccessService.requirementOf(settings);
    if (claim.kind === 'open') throw forbidden('NO-VALID-TICKET');
    if (claim.kind === 'refused') throw claim.error;
    if (claim.kind === 'consumed') {
      if (await uses.transactionAlreadyUsed(trx, claim.transactionId)) throw conflict('UNIQ-ALREADY-USED');
      const used = await uses.usedTokenIds(
        trx,
        tournamentId,
        claim.tokens.map((token) => token.tokenId),
      );
      if (used.size > 0) throw conflict('UNIQ-ALREADY-USED');
      return { account: claim.account, transactionId: claim.transactionId, tokens: claim.tokens };
    }
    const used = await uses.usedTokenIds(
      trx,
      tournamentId,
      claim.held.map((token) => token.tokenId),
    );
    const pick = pickTickets(requirement.rule, requirement.factoryIds, claim.held, used);
    if (pick.hasAccess) return { account: claim.account, transactionId: null, tokens: pick.tokens };
    if (used.size > 0 && pickTickets(requirement.rule, requirement.factoryIds, claim.held).hasAccess)
      throw conflict('UNIQ-ALREADY-USED');
    throw forbidden('NO-VALID-TICKET');
  }

  /** Records the admission with the registration it let in (same transaction). */
  async record(trx: Db, tournamentId: string, registrationId: string, admission: Admission): Promise<void> {
    try {
      await uses.insertTicketUse(trx, { tournamentId, registrationId, ...admission });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('UNIQ-ALREADY-USED');
      throw error;
    }
  }

  /** On cancel: tickets only shown are freed; consumed ones stay used (they now belong to the platform). */
  async release(trx: Db, settings: SettingsSection, registrationId: string): Promise<void> {
    if (settings.accessType === 'GATED_ACCESS') await uses.releaseShownTickets(trx, registrationId);
  }
}
