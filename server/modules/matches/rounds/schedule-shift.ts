// The stored schedule section (ISO strings) moved by a pause or a skipped round (round-pausing.ts): the domain's
// shiftSchedule does the moving on milliseconds.
import { shiftSchedule } from '../../../../src/domain/index.js';
import type { ScheduleSection } from '../../../../src/contract/tournaments.js';

/** shiftSchedule over the stored (ISO) schedule. */
export function shiftScheduleSection(schedule: ScheduleSection, from: number, delta: number): ScheduleSection {
  const ms = (iso: string) => Date.parse(iso);
  const toIso = (value: number) => new Date(value).toISOString();
  const domain = shiftSchedule(
    {
      registration: { start: ms(schedule.registration.start), end: ms(schedule.registration.end) },
      checkIn: { start: ms(schedule.checkIn.start), end: ms(schedule.checkIn.end) },
      seeding: schedule.seeding && { start: ms(schedule.seeding.start), end: ms(schedule.seeding.end) },
      rounds: schedule.rounds.map((r) => ({ start: ms(r.start), end: ms(r.end) })),
      prizepoolDistribution: schedule.prizepoolDistribution && {
        start: ms(schedule.prizepoolDistribution.start),
        end: ms(schedule.prizepoolDistribution.end),
      },
    },
    from,
    delta,
  );
  return {
    ...schedule,
    registration: { start: toIso(domain.registration.start), end: toIso(domain.registration.end) },
    checkIn: { start: toIso(domain.checkIn.start), end: toIso(domain.checkIn.end) },
    ...(domain.seeding ? { seeding: { start: toIso(domain.seeding.start), end: toIso(domain.seeding.end) } } : {}),
    rounds: schedule.rounds.map((r, i) => ({
      ...r,
      start: toIso(domain.rounds[i].start),
      end: toIso(domain.rounds[i].end),
    })),
    ...(domain.prizepoolDistribution
      ? {
          prizepoolDistribution: {
            start: toIso(domain.prizepoolDistribution.start),
            end: toIso(domain.prizepoolDistribution.end),
          },
        }
      : {}),
  };
}
