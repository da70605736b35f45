// Match check-in outcomes (issue 26 §3): playable once both are in, waiting until the deadline, then a walkover
// for the present side or, with both absent, the organizer's ruling.
import { describe, expect, it } from 'vitest';
import { checkInDeadline, checkInOutcome } from '../../src/domain/index.js';

describe('match check-in', () => {
  const deadline = checkInDeadline(1_000_000, 10);

  it('closes the window the given minutes after it opened', () => {
    expect(deadline).toBe(1_000_000 + 600_000);
  });

  it('is playable with both sides in, whatever the time', () => {
    expect(checkInOutcome([3, 6], [6, 3], deadline, deadline + 1)).toEqual({ kind: 'PLAYABLE' });
  });

  it('waits for the missing side until the deadline, then gives the present side the walkover', () => {
    expect(checkInOutcome([3, 6], [6], deadline, deadline - 1)).toEqual({ kind: 'WAITING', missing: [3] });
    expect(checkInOutcome([3, 6], [6], deadline, deadline)).toEqual({ kind: 'WALKOVER', winner: 6, loser: 3 });
    expect(checkInOutcome([3, 6], [3], deadline, deadline)).toEqual({ kind: 'WALKOVER', winner: 3, loser: 6 });
  });

  it('leaves a double no-show to the organizer', () => {
    expect(checkInOutcome([3, 6], [], deadline, deadline)).toEqual({ kind: 'DOUBLE_NO_SHOW', absent: [3, 6] });
  });
});
