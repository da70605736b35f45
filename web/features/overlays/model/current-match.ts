// Which match a stream's match overlay shows (issue 27 §3). The organizer may pin one by id; otherwise the overlay
// follows the tournament on its own: a match being played now (the streamed one first, i.e. the one with a stream
// link, then the earliest round's first match), else the match decided last, so the scoreboard keeps the latest
// result between rounds instead of going blank. Once the tournament is finished it settles on the deciding match:
// the last round's top board (a bracket's final, a Swiss's board 1), not whichever board happened to end last
// (the walk found a finished chess Swiss showing its board 5).
import type { BracketsView, MatchView } from '../../../../src/contract/matches.js';

/** Statuses of a match that is on: both sides known, no final result yet. */
const LIVE = new Set<MatchView['status']>(['READY', 'REPORTED', 'DISPUTED']);
const DECIDED = new Set<MatchView['status']>(['COMPLETED', 'WALKOVER']);

/** Both sides are real entrants (not a bye, not waiting for an earlier match). */
export function hasBothSides(match: MatchView): boolean {
  return match.sides.length >= 2 && match.sides.every((side) => !side.bye && side.seed !== null);
}

/** The matches of the stage being played (every match outside multi-stage events). */
export function currentStageMatches(view: BracketsView): MatchView[] {
  if (view.currentStage === undefined) return view.matches;
  return view.matches.filter((match) => (match.stage ?? 0) === view.currentStage);
}

export function isLive(view: BracketsView, match: MatchView): boolean {
  if (!LIVE.has(match.status) || !hasBothSides(match)) return false;
  // A READY match of a round that has not started (Swiss pairings published ahead) is not on yet.
  const round = view.rounds.find((r) => r.index === match.roundIndex);
  return round === undefined || round.status === 'IN_PROGRESS';
}

const byStreamThenOrder = (a: MatchView, b: MatchView) =>
  Number(!a.streamUrl) - Number(!b.streamUrl) || a.roundIndex - b.roundIndex || a.position - b.position;

/**
 * The match to show: the pinned one (null when the id is not a match of this tournament), else the live match
 * the stream most likely shows, else the last one decided, else null (nothing played yet).
 */
export function currentMatch(view: BracketsView, pinnedMatchId?: string | null): MatchView | null {
  if (pinnedMatchId) return view.matches.find((match) => match.id === pinnedMatchId) ?? null;
  const matches = currentStageMatches(view);
  const live = matches.filter((match) => isLive(view, match)).sort(byStreamThenOrder);
  if (live.length > 0) return live[0];
  const decided = view.matches
    .filter((match) => DECIDED.has(match.status) && hasBothSides(match) && match.resolvedAt !== null)
    .sort((a, b) => Date.parse(b.resolvedAt!) - Date.parse(a.resolvedAt!) || b.roundIndex - a.roundIndex);
  if (view.finished) {
    const lastRound = Math.max(...matches.map((match) => match.roundIndex));
    const deciding = matches
      .filter((match) => match.roundIndex === lastRound && !match.isThirdPlaceDecider && decided.includes(match))
      .sort((a, b) => a.position - b.position);
    if (deciding.length > 0) return deciding[0];
  }
  return decided[0] ?? null;
}
