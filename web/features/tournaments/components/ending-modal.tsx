// The tournament ending modal (SPEC §2): congratulations, "you ranked" with the rank badge, the cash prize and
// the Uniq rewards as 240×394 cards (the middle one raised) linking to their marketplace pages, the rest as
// "plus X uniqs", and the way to the leaderboard or to all the rewards. Which cards show is the domain's rule
// (selectEndingModalRewards). Presentational: the caller accepts the end and navigates.
import type { EndTournamentModalData } from '../../../../src/contract/ending-modal.js';
import {
  marketplaceHref,
  raisedCardIndex,
  selectEndingModalRewards,
  type ModalUniqReward,
} from '../../../../src/domain/ending-modal-rewards.js';
import { readableUosAmount } from '../../../../src/domain/uos.js';
import { Button } from '../../../../src/ui/button.js';
import { GemIcon, TrophyIcon } from '../../../../src/ui/icons.js';
import { Modal } from '../../../../src/ui/modal.js';
import { RankBadge } from '../../../../src/ui/rank-badge.js';
import * as styles from './ending-modal.css.js';

export interface EndingModalProps {
  tournamentName: string;
  data: EndTournamentModalData;
  /** The marketplace's base URL (GET /chain/info marketplaceUrl). */
  marketplaceUrl: string;
  onClose: () => void;
  onViewLeaderboard: () => void;
  onViewRewards: () => void;
}

type RewardCard = { kind: 'cash'; uos: string } | { kind: 'uniq'; uniq: ModalUniqReward; tokenId: string | null };

export function EndingModal(props: EndingModalProps) {
  const { data } = props;
  const selection = selectEndingModalRewards({ uos: data.uos, uniqs: data.uniqs });
  // The k-th card of a factory links to the k-th token picked for the player from it, once known.
  const tokensByFactory = new Map<string, string[]>();
  for (const token of data.uniqsToTransfer)
    tokensByFactory.set(token.factoryId, [...(tokensByFactory.get(token.factoryId) ?? []), token.id]);
  const cards: RewardCard[] = [
    ...(selection.cashPrize ? [{ kind: 'cash' as const, uos: selection.cashPrize }] : []),
    ...selection.uniqCards.map((uniq) => ({
      kind: 'uniq' as const,
      uniq,
      tokenId: tokensByFactory.get(uniq.ultraId)?.shift() ?? null,
    })),
  ];
  const raised = raisedCardIndex(cards.length);

  return (
    <Modal open title="Congratulations!" onClose={props.onClose} maxWidth={880}>
      <div data-testid="ending-modal">
        <p className={styles.ranked}>
          <span>You ranked</span>
          <RankBadge rank={data.rank} />
          <span>in {props.tournamentName}</span>
        </p>
        {cards.length > 0 ? (
          <ul className={styles.cards} aria-label="Your rewards" style={{ listStyle: 'none', margin: 0 }}>
            {cards.map((card, index) => (
              <li key={index} style={{ display: 'contents' }}>
                <RewardCardView card={card} raised={index === raised} marketplaceUrl={props.marketplaceUrl} />
              </li>
            ))}
          </ul>
        ) : null}
        {selection.moreUniqs > 0 ? (
          <p className={styles.more} data-testid="more-uniqs">
            plus {selection.moreUniqs} {selection.moreUniqs === 1 ? 'uniq' : 'uniqs'}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={props.onViewLeaderboard}>
            View the leaderboard
          </Button>
          {cards.length > 0 ? <Button onClick={props.onViewRewards}>View all rewards</Button> : null}
        </div>
      </div>
    </Modal>
  );
}

function RewardCardView({
  card,
  raised,
  marketplaceUrl,
}: {
  card: RewardCard;
  raised: boolean;
  marketplaceUrl: string;
}) {
  const className = [styles.card, raised ? styles.raised : null].filter(Boolean).join(' ');
  if (card.kind === 'cash') {
    return (
      <div className={className} data-testid="reward-card" data-kind="cash" data-raised={raised}>
        <div className={`${styles.cardImage} ${styles.cashImage}`} aria-hidden="true">
          <TrophyIcon />
        </div>
        <div className={styles.cardBody}>
          <span className={styles.cardKind}>Cash prize</span>
          <span className={styles.cash}>{readableUosAmount(card.uos)} UOS</span>
        </div>
      </div>
    );
  }
  const { uniq } = card;
  return (
    <a
      className={className}
      href={marketplaceHref(marketplaceUrl, { ultraId: uniq.ultraId, tokenId: card.tokenId })}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="reward-card"
      data-kind="uniq"
      data-raised={raised}
    >
      {uniq.squareImage ? (
        <img className={styles.cardImage} src={uniq.squareImage} alt="" width={240} height={240} />
      ) : (
        <div className={styles.cardImage} aria-hidden="true">
          <GemIcon />
        </div>
      )}
      <div className={styles.cardBody}>
        <span className={styles.cardKind}>Uniq</span>
        <span className={styles.cardName}>{uniq.name}</span>
        {uniq.subName ? <span className={styles.cardMuted}>{uniq.subName}</span> : null}
        <span className={styles.cardMuted}>by {uniq.author}</span>
      </div>
    </a>
  );
}
