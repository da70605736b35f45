// Issue 26 §5.7: Pause and Skip are offered only when the server would take them, and the page says when the
// shown round can be skipped (the second half of its window, as the server's rule in src/domain says).
import { describe, expect, it } from 'vitest';
import type { RoundManagementView } from '../../../src/contract/matches.js';
import { roundControls } from '../../../web/features/round-management/model/round-controls.js';
import { dateTimeLabel } from '../../../web/app/labels/date-time-label.js';

const at = (hhmm: string) => Date.parse(`2026-05-01T${hhmm}:00.000Z`);
const iso = (hhmm: string) => new Date(at(hhmm)).toISOString();
const round = (index: number, from: string, to: string, status: 'UPCOMING' | 'IN_PROGRESS' | 'COMPLETE') => ({
  index,
  name: index === 2 ? 'Round 3' : `Round ${index + 1}`,
  status,
  startsAt: iso(from),
  endsAt: iso(to),
});

const view = (over: Partial<RoundManagementView> = {}): RoundManagementView => ({
  tournamentId: 't',
  currentRound: 1,
  rounds: [
    round(0, '10:00', '11:00', 'COMPLETE'),
    round(1, '11:15', '12:15', 'IN_PROGRESS'),
    round(2, '12:30', '13:30', 'UPCOMING'),
  ],
  entrants: [],
  matches: [],
  reports: {},
  issues: {},
  paused: false,
  finished: false,
  ...over,
});

describe('round controls', () => {
  it('a finished tournament offers neither Pause nor Skip', () => {
    const controls = roundControls(view({ finished: true, currentRound: 2 }), 2, at('12:45'));
    expect(controls).toEqual({ canPause: false, canSkip: false, skipWindowText: null });
  });

  it('skips a round only in the second half of its window, and says when that is', () => {
    const skip = (round: number, now: string) => roundControls(view(), round, at(now)).canSkip;
    expect(skip(1, '11:30')).toBe(false);
    expect(skip(1, '11:45')).toBe(true);
    expect(skip(1, '12:14')).toBe(true);
    expect(skip(1, '12:15')).toBe(false); // the round has ended: the organizer sets what is missing instead
    expect(roundControls(view(), 0, at('11:50')).skipWindowText).toBeNull(); // played: nothing to announce
    expect(skip(2, '11:45')).toBe(false);
    expect(skip(0, '10:45')).toBe(false); // already complete
    expect(roundControls(view(), 2, at('11:45')).skipWindowText).toBe(
      `Round 3 can be skipped from ${dateTimeLabel(at('13:00'))} until ${dateTimeLabel(at('13:30'))}, once every score is resolved.`,
    );
  });

  it('pauses only while the rounds are on and the tournament is not paused', () => {
    expect(roundControls(view(), 1, at('09:59')).canPause).toBe(false);
    expect(roundControls(view(), 1, at('11:50')).canPause).toBe(true);
    expect(roundControls(view(), 1, at('13:30')).canPause).toBe(false);
    expect(roundControls(view({ paused: true }), 1, at('11:50'))).toMatchObject({ canPause: false, canSkip: false });
  });

  it('leaves the decision to the server when the round has no window yet', () => {
    const unscheduled = view({
      rounds: [{ index: 0, name: 'Semifinals', status: 'IN_PROGRESS', startsAt: null, endsAt: null }],
    });
    expect(roundControls(unscheduled, 0, at('11:00'))).toEqual({ canPause: true, canSkip: true, skipWindowText: null });
  });
});
