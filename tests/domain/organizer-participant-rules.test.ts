import { describe, expect, it } from 'vitest';
import { organizerCheckIn, organizerRemovalRefusal, organizerUndoCheckIn } from '../../src/domain/index.js';

const checkIn = { start: 1000, end: 2000 };
const open = { checkIn, seedingFrozen: false };
const frozen = { checkIn, seedingFrozen: true };

describe('the organizer checking a participant in', () => {
  it.each([
    ['before check-in opens', open, 'REGISTERED', 999, { refusal: 'CHECKIN-NOT-IN-WINDOW' }],
    ['a registered player during check-in', open, 'REGISTERED', 1000, { status: 'CHECKED_IN' }],
    ['twice', open, 'CHECKED_IN', 1500, { refusal: 'CHECKIN-ALREADY-CHECKED-IN' }],
    ['a late arrival after check-in closed', open, 'DISQUALIFIED', 2500, { status: 'CHECKED_IN' }],
    ['once the seeds are final', frozen, 'DISQUALIFIED', 2500, { refusal: 'PARTICIPANT-SEEDING-FROZEN' }],
  ] as const)('%s', (_name, context, current, now, expected) => {
    expect(organizerCheckIn(context, current, now)).toEqual(expected);
  });
});

describe('the organizer undoing a check-in', () => {
  it.each([
    ['during check-in: registered again', open, 'CHECKED_IN', 1500, { status: 'REGISTERED' }],
    ['after check-in: out like a no-show', open, 'CHECKED_IN', 2000, { status: 'DISQUALIFIED' }],
    ['of someone not checked in', open, 'REGISTERED', 1500, { refusal: 'PARTICIPANT-NOT-CHECKED-IN' }],
    ['once the seeds are final', frozen, 'CHECKED_IN', 2500, { refusal: 'PARTICIPANT-SEEDING-FROZEN' }],
  ] as const)('%s', (_name, context, current, now, expected) => {
    expect(organizerUndoCheckIn(context, current, now)).toEqual(expected);
  });
});

describe('the organizer removing a participant', () => {
  it('is possible until the seeds are final', () => {
    expect(organizerRemovalRefusal(open)).toBeNull();
    expect(organizerRemovalRefusal(frozen)).toBe('PARTICIPANT-SEEDING-FROZEN');
  });
});
