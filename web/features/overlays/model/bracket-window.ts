// The part of the bracket a stream overlay shows around the current match (issue 27 §3): a whole bracket does not
// read on a video, so an elimination bracket shows the focus round and its neighbours (where the players came from
// and where the winner goes), and a Swiss, free-for-all or round-robin event shows the focus round's pairings. Each
// column holds at most MAX_MATCHES_PER_ROUND matches, the slice around the focus match, so a 128-player first
// round stays legible.
import type { BracketsView, MatchView } from '../../../../src/contract/matches.js';
import { currentStageMatches } from './current-match.js';

export const MAX_MATCHES_PER_ROUND = 8;

export interface WindowRound {
  index: number;
  name: string;
  matches: MatchView[];
}

export interface BracketWindow {
  rounds: WindowRound[];
  /** The round the window is centred on (-1 when the event has no rounds yet). */
  focusRound: number;
  focusMatchId: string | null;
}

const ELIMINATION = new Set(['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION']);

/** The format of the stage being played. */
export function currentFormat(view: BracketsView): BracketsView['format'] {
  return view.stages?.find((stage) => stage.index === view.currentStage)?.format ?? view.format;
}

/** The round under way in the current stage, else the last one completed, else the first. */
export function focusRoundIndex(view: BracketsView, matches: readonly MatchView[]): number {
  const indexes = new Set(matches.map((match) => match.roundIndex));
  const rounds = view.rounds.filter((round) => indexes.has(round.index)).sort((a, b) => a.index - b.index);
  if (rounds.length === 0) return -1;
  const live = rounds.find((round) => round.status === 'IN_PROGRESS');
  if (live) return live.index;
  const done = rounds.filter((round) => round.status === 'COMPLETE');
  return (done[done.length - 1] ?? rounds[0]).index;
}

/** At most `max` items around position `anchor`, in order. */
export function sliceAround<T>(items: readonly T[], anchor: number, max = MAX_MATCHES_PER_ROUND): T[] {
  if (items.length <= max) return [...items];
  const start = Math.min(Math.max(0, anchor - Math.floor(max / 2)), items.length - max);
  return items.slice(start, start + max);
}

export function bracketWindow(view: BracketsView, focus: MatchView | null): BracketWindow {
  const matches = currentStageMatches(view);
  const focusRound = focus && matches.includes(focus) ? focus.roundIndex : focusRoundIndex(view, matches);
  if (focusRound < 0) return { rounds: [], focusRound, focusMatchId: null };
  const byRound = (index: number) =>
    matches.filter((match) => match.roundIndex === index).sort((a, b) => a.position - b.position);
  const centre = byRound(focusRound);
  const at = focus
    ? Math.max(
        0,
        centre.findIndex((match) => match.id === focus.id),
      )
    : 0;
  const elimination = ELIMINATION.has(currentFormat(view));
  // In a bracket a match at row k is fed by rows 2k and 2k+1 and feeds row k/2 (single elimination's halving).
  const columns = elimination
    ? [
        { index: focusRound - 1, anchor: at * 2 },
        { index: focusRound, anchor: at },
        { index: focusRound + 1, anchor: Math.floor(at / 2) },
      ]
    : [{ index: focusRound, anchor: at }];
  const rounds = columns
    .map(({ index, anchor }) => ({ index, matches: sliceAround(byRound(index), anchor) }))
    .filter((column) => column.matches.length > 0)
    .map((column) => ({
      ...column,
      name: view.rounds.find((round) => round.index === column.index)?.name ?? `Round ${column.index + 1}`,
    }));
  return { rounds, focusRound, focusMatchId: focus?.id ?? null };
}
