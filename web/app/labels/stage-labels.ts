// How a multi-stage event names its stages and says who goes on, shared by the wizard, the brackets tab, the
// standings and round management (features do not import each other).
import type { TournamentFormatKind } from '../../../src/domain/types.js';
import type { StageQualification } from '../../../src/contract/tournaments.js';

export const FORMAT_LABELS: Record<TournamentFormatKind, string> = {
  SINGLE_ELIMINATION: 'Single elimination',
  SWISS_SYSTEM: 'Swiss system',
  MATCHUPS: 'Matchups',
  DOUBLE_ELIMINATION: 'Double elimination',
  ROUND_ROBIN: 'Round robin',
};

/** "Stage 2 · Single elimination" (the server's StageView.name reads the same). */
export function stageName(index: number, format: TournamentFormatKind): string {
  return `Stage ${index + 1} · ${FORMAT_LABELS[format]}`;
}

/** "The first 2 of each group go on, with the 2 best third-placed." / "The first 8 overall go on." */
export function qualificationText(rule: StageQualification): string {
  if (rule.kind === 'TOP_OVERALL') return `The first ${rule.count} overall go on.`;
  const first =
    rule.perGroup === 1 ? 'The winner of each group goes on' : `The first ${rule.perGroup} of each group go on`;
  const extra = rule.bestOfNextPlace ?? 0;
  if (extra === 0) return `${first}.`;
  return `${first}, with the ${extra === 1 ? 'best' : `${extra} best`} ${ordinal(rule.perGroup + 1)}-placed.`;
}

export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}
