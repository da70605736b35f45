// "Use recommended dates" must produce a schedule the server's own validator accepts, with SPEC §9's lengths.
import { describe, expect, it } from 'vitest';
import type { FormatSection, ScheduleSection } from '../../../src/contract/tournaments.js';
import { validateSchedule } from '../../../src/domain/validators/schedule-rules.js';
import {
  fromLocalInput,
  recommendedSchedule,
  roundCountOf,
  toLocalInput,
} from '../../../web/features/tournament-admin/model/recommended-schedule.js';

const MINUTE = 60_000;
const ms = (iso: string) => Date.parse(iso);
const domain = (s: ScheduleSection) => ({
  registration: { start: ms(s.registration.start), end: ms(s.registration.end) },
  checkIn: { start: ms(s.checkIn.start), end: ms(s.checkIn.end) },
  seeding: s.seeding ? { start: ms(s.seeding.start), end: ms(s.seeding.end) } : undefined,
  rounds: s.rounds.map((r) => ({ start: ms(r.start), end: ms(r.end) })),
  prizepoolDistribution: s.prizepoolDistribution
    ? { start: ms(s.prizepoolDistribution.start), end: ms(s.prizepoolDistribution.end) }
    : undefined,
});
const format = (over: Partial<FormatSection>) =>
  ({ format: 'SINGLE_ELIMINATION', maxParticipants: 16, numberOfRounds: 0, ...over }) as FormatSection;

describe('recommended schedule', () => {
  const now = Date.parse('2026-11-22T10:07:31.000Z');

  it('follows SPEC §9 and passes the domain validator', () => {
    const schedule = recommendedSchedule(now, format({ maxParticipants: 16 }));
    expect(validateSchedule(domain(schedule), now)).toEqual({});
    const d = domain(schedule);
    expect(d.registration.start).toBe(Date.parse('2026-11-22T10:30:00.000Z'));
    expect(d.registration.end - d.registration.start).toBe(14 * 24 * 60 * MINUTE);
    expect(d.checkIn.start).toBe(d.registration.end);
    expect(d.checkIn.end - d.checkIn.start).toBe(60 * MINUTE);
    expect(d.seeding!.end - d.seeding!.start).toBe(15 * MINUTE);
    expect(d.rounds).toHaveLength(4);
    expect(d.rounds[0].start).toBe(d.seeding!.end);
    for (let i = 1; i < d.rounds.length; i++) expect(d.rounds[i].start).toBe(d.rounds[i - 1].end);
    expect(d.prizepoolDistribution!.start - d.rounds[3].end).toBe(15 * MINUTE);
  });

  it('plans as many rounds as the format plays', () => {
    expect(roundCountOf(null)).toBe(1);
    expect(roundCountOf(format({ maxParticipants: 2 }))).toBe(1);
    expect(roundCountOf(format({ maxParticipants: 9 }))).toBe(4);
    expect(roundCountOf(format({ format: 'SWISS_SYSTEM', numberOfRounds: 5 }))).toBe(5);
    expect(recommendedSchedule(now, format({ format: 'MATCHUPS', numberOfRounds: 3 })).rounds).toHaveLength(3);
  });

  it('round-trips datetime-local values and leaves bad ones empty for the server to flag', () => {
    const iso = '2026-12-06T10:45:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('not a date')).toBe('');
    expect(toLocalInput(undefined)).toBe('');
  });
});
