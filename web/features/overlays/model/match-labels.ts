// What an overlay writes about a match: the sides' names, the round (with its group or stage when the event has
// them) and a short state a viewer understands ("Live", "Score reported", "Final").
import type { BracketsView, MatchSide, MatchView } from '../../../../src/contract/matches.js';

export function sideLabel(view: BracketsView, side: MatchSide): string {
  if (side.bye) return 'Bye';
  if (side.seed === null) return 'TBD';
  return view.entrants.find((entrant) => entrant.seed === side.seed)?.name ?? `Seed ${side.seed}`;
}

export function roundLabel(view: BracketsView, match: MatchView): string {
  if (match.isThirdPlaceDecider) return 'Third place match';
  const round = view.rounds.find((r) => r.index === match.roundIndex)?.name ?? `Round ${match.roundIndex + 1}`;
  const group = match.group === undefined ? undefined : view.groups?.find((g) => g.index === match.group)?.name;
  return group ? `${group} · ${round}` : round;
}

export function matchStateLabel(match: MatchView): string {
  switch (match.status) {
    case 'READY':
      return 'Live';
    case 'REPORTED':
      return 'Score reported';
    case 'DISPUTED':
      return 'Under review';
    case 'COMPLETED':
      return 'Final score';
    case 'WALKOVER':
      return 'Walkover';
    case 'BYE':
      return 'Bye';
    case 'SCORE_MISSING':
      return 'Awaiting result';
    default:
      return 'Up next';
  }
}

/** A side's score as shown: the final score, or nothing before the result is final (the server sends none). */
export function scoreText(side: MatchSide): string {
  return side.score === null ? '' : String(side.score);
}
