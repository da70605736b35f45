// Where a match sits in its stage, as every screen names it: double elimination's bracket ("Losers bracket"),
// round robin's group ("Group B"), nothing for the other formats. Shared by the brackets picture, round
// management and the match card (features do not import each other).
import type { MatchBracket, MatchView } from '../../../src/contract/matches.js';

type Placed = Pick<MatchView, 'bracket' | 'group'>;

export const BRACKET_LABELS: Record<MatchBracket, string> = {
  WINNERS: 'Winners bracket',
  LOSERS: 'Losers bracket',
  GRAND_FINAL: 'Grand final',
  GRAND_FINAL_RESET: 'Bracket reset',
};

/** "Group A" … "Group Z", then "Group 27": the server's names of round-robin groups. */
export function groupLabel(index: number): string {
  return `Group ${index < 26 ? String.fromCharCode(65 + index) : String(index + 1)}`;
}

/** The bracket or group of a match; null when its format has neither. */
export function matchStageLabel(match: Placed): string | null {
  if (match.bracket) return BRACKET_LABELS[match.bracket];
  if (match.group !== undefined) return groupLabel(match.group);
  return null;
}

/**
 * The round as it concerns this match. A double-elimination round may hold both brackets' matches and is then
 * named for both ("Winners round 2 · Losers round 1", the contract's RoundSchema): a match names its own bracket's
 * part. A round-robin round adds the group ("Round 3 · Group B").
 */
export function matchHeading(match: Placed, roundName: string): string {
  if (match.bracket === 'WINNERS' || match.bracket === 'LOSERS') {
    const prefix = match.bracket === 'WINNERS' ? 'Winners' : 'Losers';
    const own = roundName.split(' · ').find((part) => part.startsWith(prefix));
    return own ?? `${roundName} · ${BRACKET_LABELS[match.bracket]}`;
  }
  if (match.group !== undefined) return `${roundName} · ${groupLabel(match.group)}`;
  return roundName;
}
