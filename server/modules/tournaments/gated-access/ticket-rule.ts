// The gated access rules (SPEC §3), pure: which of the Uniqs a wallet holds admit it to a tournament.
// AT_LEAST_ONE_FACTORY: one token of any listed factory; FOR_EACH_FACTORY: one token of each listed factory.
// Tokens already used in the tournament do not count, and the fewest tokens are picked (one per factory).

export type TicketRule = 'AT_LEAST_ONE_FACTORY' | 'FOR_EACH_FACTORY';

export interface HeldToken {
  /** uint64 token id as decimal text. */
  tokenId: string;
  factoryId: string;
}

export interface TicketPick {
  hasAccess: boolean;
  /** The tokens that admit (empty without access). */
  tokens: HeldToken[];
  /** Listed factories with no usable token (FOR_EACH: each one lacking; AT_LEAST_ONE: all, when none is held). */
  missingFactoryIds: string[];
}

/** Factory ids as the chain writes them: decimal text without leading zeros or blanks. */
export const canonicalId = (id: string | number | bigint): string => {
  const text = String(id).trim();
  return /^\d+$/.test(text) ? BigInt(text).toString() : text;
};

/** The organizer's rule; a gated tournament saved without one reads as AT_LEAST_ONE_FACTORY. */
export const ruleOf = (rule: TicketRule | undefined): TicketRule => rule ?? 'AT_LEAST_ONE_FACTORY';

export function pickTickets(
  rule: TicketRule,
  factoryIds: readonly string[],
  held: readonly HeldToken[],
  used: ReadonlySet<string> = new Set(),
): TicketPick {
  const listed = [...new Set(factoryIds.map(canonicalId).filter((id) => id !== ''))];
  // The lowest token id of each factory, so the same holdings always offer the same ticket.
  const firstOf = new Map<string, HeldToken>();
  for (const token of held) {
    const factoryId = canonicalId(token.factoryId);
    if (used.has(canonicalId(token.tokenId))) continue;
    const current = firstOf.get(factoryId);
    if (!current || BigInt(canonicalId(token.tokenId)) < BigInt(canonicalId(current.tokenId)))
      firstOf.set(factoryId, { tokenId: canonicalId(token.tokenId), factoryId });
  }
  const present = listed.filter((id) => firstOf.has(id));
  const missingFactoryIds = listed.filter((id) => !firstOf.has(id));
  if (rule === 'FOR_EACH_FACTORY') {
    const hasAccess = listed.length > 0 && missingFactoryIds.length === 0;
    return { hasAccess, tokens: hasAccess ? listed.map((id) => firstOf.get(id)!) : [], missingFactoryIds };
  }
  if (present.length === 0) return { hasAccess: false, tokens: [], missingFactoryIds: listed };
  return { hasAccess: true, tokens: [firstOf.get(present[0])!], missingFactoryIds: [] };
}
