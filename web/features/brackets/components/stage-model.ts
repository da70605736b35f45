// A multi-stage event on the brackets tab: the stage switcher's tabs (the stage being played opens first) and
// each stage as a brackets view of its own, so the existing picture of its format draws it unchanged. The event
// numbers its rounds through all stages; a stage's pictures count them from 0 (its first round is round 0 there).
// Pure: a brackets view in, views out.
import type { BracketsView, MatchView, RoundView, StageView } from '../../../../src/contract/matches.js';
import type { LaterStage } from '../../../../src/contract/tournaments.js';
import { qualificationText } from '../../../app/labels/stage-labels.js';

export interface StageTab {
  index: number;
  /** "Stage 1 · Round robin". */
  label: string;
  status: StageView['status'];
}

export interface StageSwitcher {
  tabs: StageTab[];
  /** The tab open at first: the stage being played (the last one once the event is finished). */
  initial: number;
}

/** The switcher of a multi-stage view; null for a single-stage event (its picture is drawn alone, as before). */
export function stageSwitcher(view: BracketsView): StageSwitcher | null {
  const stages = view.stages ?? [];
  if (stages.length === 0) return null;
  const tabs = stages.map((stage) => ({ index: stage.index, label: stage.name, status: stage.status }));
  const known = stages.some((stage) => stage.index === view.currentStage);
  return { tabs, initial: known ? view.currentStage! : stages[0].index };
}

/** Whether an event-wide round index falls in the stage's rounds. */
function inStageRounds(stage: StageView, roundIndex: number): boolean {
  return (
    stage.firstRound !== null && roundIndex >= stage.firstRound && roundIndex < stage.firstRound + stage.roundCount
  );
}

function belongs(stage: StageView, item: { stage?: number }, roundIndex: number): boolean {
  // The contract marks every match and round of a multi-stage event; the round range is the fallback.
  return item.stage !== undefined ? item.stage === stage.index : inStageRounds(stage, roundIndex);
}

/** The stage's own rounds and matches, renumbered from the stage's first round. */
export function stageRounds(view: BracketsView, stage: StageView): { rounds: RoundView[]; matches: MatchView[] } {
  const first = stage.firstRound ?? 0;
  return {
    rounds: view.rounds
      .filter((round) => belongs(stage, round, round.index))
      .map((round) => ({ ...round, index: round.index - first })),
    matches: view.matches
      .filter((match) => belongs(stage, match, match.roundIndex))
      .map((match) => ({ ...match, roundIndex: match.roundIndex - first })),
  };
}

/**
 * One stage as a brackets view of its format. Its group tables mark the qualified (the server's `qualified`, or
 * the stage's qualifiedSeeds); entrants who went on carry no final place here (that comes from a later stage).
 */
export function stageView(view: BracketsView, stage: StageView): BracketsView {
  const qualified = new Set(stage.qualifiedSeeds);
  const last = stage.index === (view.stages?.length ?? 1) - 1;
  const { rounds, matches } = stageRounds(view, stage);
  return {
    ...view,
    format: stage.format,
    rounds,
    matches,
    finished: stage.status === 'COMPLETE',
    entrants: view.entrants.map((entrant) =>
      !last && qualified.has(entrant.seed) ? { ...entrant, finalRank: null } : entrant,
    ),
    groups: stage.groups?.map((group) => ({
      ...group,
      rows: group.rows.map((row) => (qualified.has(row.seed) ? { ...row, qualified: true } : row)),
    })),
    stages: undefined,
    currentStage: undefined,
  };
}

/**
 * What an upcoming stage says in place of its picture: when it starts, and who enters it. `rule` is the
 * organizer's qualification into this stage (the tournament's Format section), when known.
 */
export function upcomingStageText(
  view: BracketsView,
  stage: StageView,
  rule: LaterStage['qualification'] | undefined,
  formatDate: (iso: string) => string,
): string[] {
  const previous = view.stages?.find((candidate) => candidate.index === stage.index - 1);
  const firstRound = stage.firstRound === null ? undefined : view.rounds.find((r) => r.index === stage.firstRound);
  const lines: string[] = [];
  if (firstRound?.startsAt) lines.push(`Starts ${formatDate(firstRound.startsAt)}.`);
  else if (previous) lines.push(`Starts once ${previous.name} is over.`);
  else lines.push('Starts when the participants are seeded.');
  if (rule) lines.push(qualificationText(rule));
  return lines;
}
