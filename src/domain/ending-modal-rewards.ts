// Which rewards the ending modal shows (SPEC §2): with fewer than 3 rewards in total (a cash prize counts as
// one) at most one Uniq of each kind; with 3 or more, up to 2 of each kind when there is a cash prize,
// otherwise up to 3. Uniqs not shown become a "plus X uniqs" note.

export interface ModalUniqReward {
  ultraId: string;
  name: string;
  subName?: string | null;
  author?: string | null;
  squareImage?: string | null;
  quantity: number;
}

export interface EndingModalSelection {
  /** UOS amount shown on the cash card, or null when there is no cash prize. */
  cashPrize: string | null;
  /** One entry per card, in order; a kind may appear more than once. */
  uniqCards: ModalUniqReward[];
  /** Uniqs won but not shown as cards ("plus X uniqs"); 0 hides the note. */
  moreUniqs: number;
}

export const DEFAULT_REWARD_AUTHOR = 'Arena';

function hasCash(uos: string | null | undefined): uos is string {
  return typeof uos === 'string' && /[1-9]/.test(uos.replace(/\s*UOS$/, ''));
}

export function selectEndingModalRewards(input: {
  uos?: string | null;
  uniqs: readonly ModalUniqReward[];
}): EndingModalSelection {
  const cash = hasCash(input.uos);
  const totalUniqs = input.uniqs.reduce((n, u) => n + Math.max(0, u.quantity), 0);
  const totalRewards = totalUniqs + (cash ? 1 : 0);
  const perKind = totalRewards < 3 ? 1 : cash ? 2 : 3;
  const uniqCards: ModalUniqReward[] = [];
  for (const uniq of input.uniqs) {
    const shown = Math.min(perKind, Math.max(0, uniq.quantity));
    for (let i = 0; i < shown; i++) uniqCards.push({ ...uniq, author: uniq.author || DEFAULT_REWARD_AUTHOR });
  }
  return { cashPrize: cash ? (input.uos as string) : null, uniqCards, moreUniqs: totalUniqs - uniqCards.length };
}

/** The raised card of a row of `count` cards: the middle one; none when the count is even (no middle). */
export function raisedCardIndex(count: number): number | null {
  return count % 2 === 1 ? (count - 1) / 2 : null;
}

/** A reward card's marketplace page: the very token once it is known, else its factory. */
export function marketplaceHref(baseUrl: string, card: { ultraId: string; tokenId?: string | null }): string {
  const base = baseUrl.replace(/\/+$/, '');
  return card.tokenId
    ? `${base}/uniq/${encodeURIComponent(card.tokenId)}`
    : `${base}/uniqfactory/${encodeURIComponent(card.ultraId)}`;
}
