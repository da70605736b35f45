// What the leaderboard pages call things: the status badge (ENDED is shown as COMPLETE, SPEC §3), the kind,
// the tie-breaks, and what there is to win. Pure, tested without a browser.
import type {
  LeaderboardDetail,
  LeaderboardListItem,
  LeaderboardSettingsBody,
} from '../../../../src/contract/leaderboards.js';
import type { BadgeTone } from '../../../../src/ui/badge.js';
import { readableUosAmount, tryParseUos } from '../../../../src/domain/uos.js';

type DisplayStatus = LeaderboardListItem['displayStatus'];

export const STATUS_LABELS: Record<DisplayStatus, { text: string; tone: BadgeTone }> = {
  DRAFT: { text: 'Draft', tone: 'neutral' },
  ACTIVE: { text: 'Active', tone: 'success' },
  COMPLETE: { text: 'Complete', tone: 'accent' },
  DELETED: { text: 'Deleted', tone: 'danger' },
};

export const KIND_LABELS: Record<LeaderboardDetail['kind'], string> = {
  POINTS: 'Points leaderboard',
  RANK: 'Rank leaderboard',
};

export const KIND_SHORT: Record<LeaderboardDetail['kind'], string> = { POINTS: 'Points', RANK: 'Rank' };

export const TIE_BREAK_LABELS: Record<LeaderboardSettingsBody['tieBreak'], string> = {
  CHECK_IN_DATE: 'Earliest check-in first',
  RANDOM: 'Random draw',
  CUSTOM_REASON: 'Custom rule',
};

export const POINTS_SOURCE_LABELS: Record<LeaderboardSettingsBody['pointsSource'], string> = {
  PLACEMENT_SCALE: 'By final placement (scale)',
  POINTS_EARNED: 'Points earned in tournaments',
};

/** "1500 UOS + 3 Uniqs" over every reward, added up exactly; null when there is nothing to win. */
export function prizeSummary(prizepool: LeaderboardSettingsBody['prizepool']): string | null {
  let units = 0n;
  let uniqs = 0;
  for (const reward of prizepool.rewards) {
    units += reward.uosAmount ? (tryParseUos(reward.uosAmount) ?? 0n) : 0n;
    for (const uniq of reward.uniqs) uniqs += uniq.quantity;
  }
  const parts = [
    units > 0n ? `${readableUosAmount(units)} UOS` : null,
    uniqs > 0 ? `${uniqs} Uniq${uniqs === 1 ? '' : 's'}` : null,
  ];
  const text = parts.filter(Boolean).join(' + ');
  return text === '' ? null : text;
}

type Ranks = LeaderboardSettingsBody['prizepool']['rewards'][number]['ranks'];

/** "1st", "4th", "5th – 10th", "Everyone". */
export function ranksLabel(ranks: Ranks): string {
  switch (ranks.kind) {
    case 'FIRST':
      return '1st';
    case 'SECOND':
      return '2nd';
    case 'THIRD':
      return '3rd';
    case 'SPECIFIC':
      return ordinal(ranks.rank);
    case 'RANGE':
      return `${ordinal(ranks.startRank)} – ${ordinal(ranks.endRank)}`;
    case 'ALL':
      return 'Everyone';
  }
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** One reward as a line of the prize list: "150.5 UOS + 2 Uniqs". */
export function rewardText(reward: LeaderboardSettingsBody['prizepool']['rewards'][number]): string {
  return prizeSummary({ rewards: [reward] }) ?? '–';
}
