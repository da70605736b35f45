// The participation rules (src/domain/participation-rules.ts): half-open windows, and the first broken rule
// in the order a player would fix them.
import { describe, expect, it } from 'vitest';
import {
  checkInRefusal,
  registrationRefusal,
  withdrawalRefusal,
  type ParticipationTournament,
} from '../../src/domain/participation-rules.js';

const tournament: ParticipationTournament = {
  published: true,
  registration: { start: 100, end: 200 },
  checkIn: { start: 200, end: 300 },
};
const room = { active: 1, max: 2 };

describe('participation rules', () => {
  it('registers within [start, end) of registration, already registered before full', () => {
    expect(registrationRefusal(tournament, 'NONE', room, 99)).toBe('TOURNAMENT-REGISTRATION-CLOSED');
    expect(registrationRefusal(tournament, 'NONE', room, 100)).toBeNull();
    expect(registrationRefusal(tournament, 'CANCELED', room, 199)).toBeNull();
    expect(registrationRefusal(tournament, 'NONE', room, 200)).toBe('TOURNAMENT-REGISTRATION-CLOSED');
    expect(registrationRefusal({ ...tournament, published: false }, 'NONE', room, 150)).toBe(
      'TOURNAMENT-REGISTRATION-CLOSED',
    );
    expect(registrationRefusal(tournament, 'REGISTERED', { active: 2, max: 2 }, 150)).toBe('USER-ALREADY-REGISTERED');
    expect(registrationRefusal(tournament, 'NONE', { active: 2, max: 2 }, 150)).toBe('TOURNAMENT-REGISTRATION-FULL');
  });

  it('withdraws a held place until check-in closes', () => {
    expect(withdrawalRefusal(tournament, 'NONE', 150)).toBe('TOURNAMENT-NOT-REGISTERED');
    expect(withdrawalRefusal(tournament, 'DISQUALIFIED', 150)).toBe('TOURNAMENT-NOT-REGISTERED');
    expect(withdrawalRefusal(tournament, 'CHECKED_IN', 299)).toBeNull();
    expect(withdrawalRefusal(tournament, 'REGISTERED', 300)).toBe('TOURNAMENT-REGISTRATION-CLOSED');
    expect(withdrawalRefusal({ ...tournament, published: false }, 'REGISTERED', 150)).toBe(
      'TOURNAMENT-REGISTRATION-CLOSED',
    );
  });

  it('checks in within [start, end) of check-in, the window before the registration', () => {
    expect(checkInRefusal(tournament, 'NONE', 199)).toBe('CHECKIN-NOT-IN-WINDOW');
    expect(checkInRefusal(tournament, 'NONE', 200)).toBe('CHECKIN-NOT-REGISTERED');
    expect(checkInRefusal(tournament, 'REGISTERED', 299)).toBeNull();
    expect(checkInRefusal(tournament, 'CHECKED_IN', 250)).toBe('CHECKIN-ALREADY-CHECKED-IN');
    expect(checkInRefusal(tournament, 'REGISTERED', 300)).toBe('CHECKIN-NOT-IN-WINDOW');
  });
});
