// A multi-stage event's stages as the brackets tab and the standings show them (issue 31 §2): each stage's
// entrants, who went on, its standings with the qualified marked, its groups; its rounds named and numbered through
// the event; and the event's order of entrants (the final placements once finished).
import type { RoundView, StageView, StandingRow } from '../../../../src/contract/matches.js';
import type { PlayContext } from '../play/play-context.js';
import type { EntrantWithPeople, MatchRow } from '../play/play-repository.js';
import type { StagePlay } from '../stages/event-stages.js';
import { stageName } from '../stages/stage-plan.js';
import { isFinal } from '../stages/stored-play.js';

/** Ranks are shown once a match other than a bye is final. */
const startedPlay = (matches: readonly MatchRow[]) =>
  matches.some((match) => isFinal(match.status) && match.status !== 'BYE');

/** Rounds a stored stage plays: up to the next stage's first, or as its format plans them. */
export const stageRoundCount = (stage: StagePlay): number =>
  stage.endRound !== null
    ? stage.endRound - stage.firstRound
    : stage.entrantCount >= 2
      ? stage.adapter.plannedRounds(stage.format, stage.entrantCount)
      : 0;

/** Each round of the stored stages: its stage, and its name within the stage ("Round 1", "Final"…). */
export function stageRounds(ctx: PlayContext): { index: number; name: string; stage: number }[] {
  return ctx.stages.list.flatMap((stage) => {
    const count = stageRoundCount(stage);
    const names = (stage.entrantCount >= 2 ? stage.adapter.roundNames(stage.format, stage.entrantCount) : null) ?? [];
    return Array.from({ length: count }, (_, r) => ({
      index: stage.firstRound + r,
      name: names[r] ?? `Round ${r + 1}`,
      stage: stage.index,
    }));
  });
}

/** Rounds carry their stage in a multi-stage event. */
export const withStage = (round: RoundView, stage: number | undefined): RoundView =>
  stage === undefined ? round : { ...round, stage };

function stageStatus(ctx: PlayContext, stage: StagePlay, matches: readonly MatchRow[]): StageView['status'] {
  if (stage.qualifiedSeeds !== null || ctx.play?.finished_at) return 'COMPLETE';
  return matches.length > 0 ? 'IN_PROGRESS' : 'UPCOMING';
}

/** Every stage of the plan, the ones not drawn yet UPCOMING and empty. */
export function stageViews(
  ctx: PlayContext,
  entrants: readonly EntrantWithPeople[],
  matches: readonly MatchRow[],
): StageView[] {
  // A stage's table ranks by the stage itself; the event's placement is the event's order.
  const asPlayed = entrants.map((entrant) => ({ ...entrant, final_rank: null }));
  return Array.from({ length: ctx.stages.planned }, (_, index): StageView => {
    const stage = ctx.stages.list.find((stored) => stored.index === index);
    const section = stage?.format ?? ctx.format;
    const name = stageName(ctx.format, index);
    const format = index === 0 ? ctx.format.format : ctx.format.stages![index - 1].format;
    if (!stage || !ctx.play?.seeded_at || stage.entrantCount < 2) {
      const base = { index, name, format, status: 'UPCOMING' as const, firstRound: null, roundCount: 0 };
      return { ...base, entrantSeeds: [], qualifiedSeeds: [], columns: [], rows: [] };
    }
    const own = matches.filter(
      (match) =>
        match.round_index >= stage.firstRound && (stage.endRound === null || match.round_index < stage.endRound),
    );
    const started = startedPlay(own);
    const table = stage.adapter.standings(section, stage.entrantCount, asPlayed, matches, started);
    const qualified = new Set(stage.qualifiedSeeds ?? []);
    const mark = (row: StandingRow): StandingRow =>
      stage.qualifiedSeeds !== null ? { ...row, qualified: qualified.has(row.seed) } : row;
    return {
      index,
      name,
      format,
      status: stageStatus(ctx, stage, own),
      firstRound: stage.firstRound,
      roundCount: stageRoundCount(stage),
      entrantSeeds: stage.entrantSeeds,
      qualifiedSeeds: stage.qualifiedSeeds ?? [],
      columns: table.columns,
      rows: table.rows.map(mark),
      ...(table.groups ? { groups: table.groups.map((group) => ({ ...group, rows: group.rows.map(mark) })) } : {}),
    };
  });
}

/**
 * The event's order: once finished, every entrant by final placement (wins, losses and points over all stages, so
 * the leaderboard fold and the profile count the whole event); before, the current stage's standings.
 */
export function eventRows(
  ctx: PlayContext,
  entrants: readonly EntrantWithPeople[],
  stages: readonly StageView[],
): { columns: StageView['columns']; rows: StandingRow[] } {
  const current = stages[ctx.stages.current.index];
  if (!ctx.play?.finished_at) return { columns: current.columns, rows: current.rows };
  const totals = new Map<number, { points: number; wins: number; losses: number; gamesPlayed: number }>();
  for (const stage of stages)
    for (const row of stage.rows) {
      const sum = totals.get(row.seed) ?? { points: 0, wins: 0, losses: 0, gamesPlayed: 0 };
      sum.points += row.points;
      sum.wins += row.wins;
      sum.losses += row.losses;
      sum.gamesPlayed += row.gamesPlayed;
      totals.set(row.seed, sum);
    }
  const rows = [...entrants]
    .sort((a, b) => (a.final_rank ?? Infinity) - (b.final_rank ?? Infinity) || a.seed - b.seed)
    .map((entrant): StandingRow => ({
      rank: entrant.final_rank,
      seed: entrant.seed,
      name: entrant.name,
      status: entrant.status,
      ...(totals.get(entrant.seed) ?? { points: 0, wins: 0, losses: 0, gamesPlayed: 0 }),
      tieBreaks: [],
    }));
  return { columns: [], rows };
}
