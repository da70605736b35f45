// The transfer a wallet signs to put a prize pool in escrow: its UOS and, per needed factory, that many of the
// wallet's Uniqs (lowest token ids first), to the platform escrow account with the escrow's memo. The same for a
// tournament's escrow and a leaderboard's.
import type { TokenRow } from '../../../../src/chain/index.js';
import { badRequest } from '../../../http-error.js';
import type { ChainGateway } from '../../wallet/wallet-module.js';
import { pickTokens, type EscrowNeeds } from './escrow-needs.js';
import { transferObjects, type UltraTransactionObject } from './escrow-transfers.js';
import { chainUnavailable } from './escrow-verification.js';

/** The window.ultra objects escrowing `needs` from `wallet`; refused when the wallet holds too few Uniqs. */
export async function transferToEscrow(
  chain: ChainGateway,
  wallet: string,
  memo: string,
  needs: EscrowNeeds,
): Promise<UltraTransactionObject[]> {
  let held: TokenRow[] = [];
  if (needs.uniqs.size > 0)
    held = await chain.client.getUniqsOf(wallet).catch(() => {
      throw chainUnavailable();
    });
  const { tokenIds, missing } = pickTokens(needs, held);
  if (missing.length > 0)
    throw badRequest(
      'UNIQ-TOO-MANY-TOKENS-ASSIGNED',
      Object.fromEntries(
        missing.map((m) => [`uniqs.${m.factoryId}`, `Your wallet holds ${m.held} of the ${m.needed} Uniqs needed.`]),
      ),
    );
  return transferObjects(wallet, chain.platformAccount, memo, needs.uosUnits, tokenIds);
}
