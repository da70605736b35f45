// "Use recommended dates" (SPEC §9): registration 2 weeks, check-in 1 hour, seeding 15 minutes, the first
// round right after, rounds back to back, prizepool distribution 15 minutes after the last round.
import type { FormatSection, ScheduleSection } from '../../../../src/contract/tournaments.js';
import { formatRounds, type FormatRoundFields } from './format-rounds.js';
import { plannedStages } from './stage-plan.js';
import { defaultSchedule, HOUR_MS, MINUTE_MS, PRIZE_DISTRIBUTION_DELAY_MS } from '../../../../src/domain/schedule.js';

/** Registration opens at the next full quarter hour that is at least this far ahead, so it is still future when saved. */
const LEAD_TIME_MS = 15 * MINUTE_MS;
const QUARTER_MS = 15 * MINUTE_MS;
export const DEFAULT_ROUND_MINUTES = 60;
const DISTRIBUTION_LENGTH_MS = HOUR_MS;

/** Rounds a format plays (format-rounds.ts says how each format counts them); a multi-stage event, every stage's. */
export function roundCountOf(format: FormatRoundFields | FormatSection | null): number {
  if (!format) return 1;
  if ('stageType' in format && format.stageType === 'MULTI_STAGE' && format.stages?.length) {
    return plannedStages(format).reduce((sum, stage) => sum + stage.rounds, 0);
  }
  return formatRounds(format).rounds;
}

export function recommendedSchedule(
  now: number,
  format: FormatSection | null,
  roundMinutes = DEFAULT_ROUND_MINUTES,
): ScheduleSection {
  const registrationStart = Math.ceil((now + LEAD_TIME_MS) / QUARTER_MS) * QUARTER_MS;
  const plan = defaultSchedule({
    registrationStart,
    roundCount: roundCountOf(format),
    roundDurationMs: roundMinutes * MINUTE_MS,
    withSeeding: true,
  });
  const iso = (ms: number) => new Date(ms).toISOString();
  const window = (w: { start: number; end: number }) => ({ start: iso(w.start), end: iso(w.end) });
  const lastEnd = plan.rounds[plan.rounds.length - 1].end;
  const distributionStart = lastEnd + PRIZE_DISTRIBUTION_DELAY_MS;
  return {
    registration: window(plan.registration),
    checkIn: window(plan.checkIn),
    seeding: window(plan.seeding!),
    rounds: plan.rounds.map((round) => ({ ...window(round), matchDurationMinutes: roundMinutes })),
    prizepoolDistribution: window({ start: distributionStart, end: distributionStart + DISTRIBUTION_LENGTH_MS }),
  };
}

/** An ISO instant as a datetime-local value in the browser's zone ("2026-11-22T14:30"). */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value back to an ISO instant; '' when empty or unreadable (the server says "required"). */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
