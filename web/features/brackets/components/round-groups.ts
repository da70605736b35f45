// Matches grouped under their round, in round then position order, for the round-by-round views.
import type { BracketsView, MatchView, RoundView } from '../../../../src/contract/matches.js';

export const ROUND_STATUS_LABELS: Record<RoundView['status'], string> = {
  UPCOMING: 'Upcoming',
  IN_PROGRESS: 'In progress',
  COMPLETE: 'Complete',
  SKIPPED: 'Skipped',
};

export function groupByRound(view: BracketsView): { round: RoundView; matches: MatchView[] }[] {
  const byRound = new Map<number, MatchView[]>();
  for (const match of view.matches) {
    const list = byRound.get(match.roundIndex) ?? [];
    list.push(match);
    byRound.set(match.roundIndex, list);
  }
  const rounds = [...view.rounds];
  // A round with matches but no round row still shows (defensive: the server sends both together).
  for (const index of byRound.keys()) {
    if (!rounds.some((round) => round.index === index)) {
      rounds.push({ index, name: `Round ${index + 1}`, status: 'UPCOMING', startsAt: null, endsAt: null });
    }
  }
  return rounds
    .sort((a, b) => a.index - b.index)
    .filter((round) => byRound.has(round.index))
    .map((round) => ({ round, matches: (byRound.get(round.index) ?? []).sort((a, b) => a.position - b.position) }));
}
