// The administration's tabs each edit part of the settings but the server saves them whole (PUT): a tab
// sends the saved settings with its own part changed. Pure, tested without a browser.
import type { LeaderboardDetail, LeaderboardSettingsBody } from '../../../../src/contract/leaderboards.js';
import type { PrizepoolSection } from '../../../../src/contract/tournaments.js';

type Reward = PrizepoolSection['rewards'][number];

export type LeaderboardReward = LeaderboardSettingsBody['prizepool']['rewards'][number];

export const NAME_MAX = 256;

export function settingsOf(detail: LeaderboardDetail): LeaderboardSettingsBody {
  return {
    name: detail.name,
    subname: detail.subname,
    disciplineCode: detail.disciplineCode,
    pointsSource: detail.pointsSource,
    pointsScale: detail.pointsScale,
    ties: detail.ties,
    tieBreak: detail.tieBreak,
    tieBreakReason: detail.tieBreakReason,
    prizepool: detail.prizepool,
    privateAccess: detail.privateAccess,
  };
}

/**
 * The prize editor's rewards with the leaderboard's stable ids: the reward at the same place keeps its id
 * (prizes sent later refer to it), new ones get a fresh one.
 */
export function withRewardIds(
  rewards: readonly Reward[],
  previous: readonly LeaderboardReward[],
  newId: () => string,
): LeaderboardReward[] {
  const used = new Set<string>();
  return rewards.map((reward, index) => {
    const kept = previous[index]?.id;
    const id = kept && !used.has(kept) ? kept : newId();
    used.add(id);
    return { ...reward, id };
  });
}

/** "Rank 1 – 3: 10 points" rows as the form edits them: text, so half-typed numbers are kept. */
export interface PointsRangeDraft {
  startRank: string;
  endRank: string;
  points: string;
}

export const toRangeDraft = (range: LeaderboardSettingsBody['pointsScale'][number]): PointsRangeDraft => ({
  startRank: String(range.startRank),
  endRank: String(range.endRank),
  points: String(range.points),
});

/** Empty or non-numeric text becomes NaN, which the server answers with a field error at that place. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function fromRangeDrafts(drafts: readonly PointsRangeDraft[]): LeaderboardSettingsBody['pointsScale'] {
  return drafts.map((draft) => ({
    startRank: numberOf(draft.startRank),
    endRank: numberOf(draft.endRank),
    points: numberOf(draft.points),
  }));
}

/** The next range starts after the last one, one rank wide. */
export function nextRange(drafts: readonly PointsRangeDraft[]): PointsRangeDraft {
  const last = Number(drafts.at(-1)?.endRank);
  const start = Number.isInteger(last) && last >= 1 ? last + 1 : 1;
  return { startRank: String(start), endRank: String(start), points: '' };
}
