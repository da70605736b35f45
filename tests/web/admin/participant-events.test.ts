import { describe, expect, it } from 'vitest';
import type { ParticipantEvent } from '../../../src/contract/participant-management.js';
import { describeParticipantEvent } from '../../../web/features/tournament-admin/components/participant-events.js';

const event = (over: Partial<ParticipantEvent>): ParticipantEvent => ({
  id: '1',
  kind: 'ADDED',
  participant: 'Nova',
  actor: 'Org',
  details: {},
  at: '2026-05-01T09:00:00.000Z',
  ...over,
});

describe("the participants' activity lines", () => {
  it.each([
    [event({}), 'Org added Nova.'],
    [event({ kind: 'CHECKED_IN' }), 'Org checked Nova in.'],
    [event({ kind: 'CHECK_IN_UNDONE' }), 'Org undid the check-in of Nova.'],
    [event({ kind: 'REMOVED', details: { reason: 'Smurf' } }), 'Org removed Nova: “Smurf”.'],
    [
      event({ kind: 'SEEDED', participant: null, details: { source: 'RANDOM' } }),
      'Org set the seeds by a random draw.',
    ],
    [event({ kind: 'SEEDED', participant: null, details: { source: 'MANUAL' } }), 'Org set the seeds by hand.'],
    [event({ actor: null }), 'Someone added Nova.'],
  ])('%#: %s', (input, text) => {
    expect(describeParticipantEvent(input)).toBe(text);
  });
});
