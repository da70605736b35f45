// Issue 16 §1: the administration page's line about a published tournament follows its phase.
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import { publishedMessage } from '../../../web/features/tournament-admin/model/published-message.js';

const schedule = {
  registration: { start: '2026-12-01T10:00:00.000Z', end: '2026-12-15T10:00:00.000Z' },
  checkIn: { start: '2026-12-15T10:00:00.000Z', end: '2026-12-15T11:00:00.000Z' },
  seeding: { start: '2026-12-15T11:00:00.000Z', end: '2026-12-15T11:15:00.000Z' },
  rounds: [{ start: '2026-12-15T12:00:00.000Z', end: '2026-12-15T13:00:00.000Z' }],
};
const at = (state: TournamentView['viewer']['state'], status: TournamentView['status'] = 'published') =>
  publishedMessage({ status, schedule, viewer: { role: 'ORGANIZER', registration: 'NONE', state } });

describe('publishedMessage', () => {
  it('says players can register only while registration is open', () => {
    expect(at('REGISTRATION_OPEN')).toContain('players can register');
    for (const state of [
      'COMING_SOON',
      'REGISTRATION_CLOSED',
      'CHECKIN_OPEN',
      'SEEDING',
      'CHECKIN_CLOSED',
      'TOURNAMENT_LIVE',
      'TOURNAMENT_COMPLETE',
    ] as const) {
      expect(at(state)).not.toContain('can register');
    }
  });

  it('names the phase the tournament is in', () => {
    expect(at('COMING_SOON')).toMatch(/^Published; its sections are locked\. Registration opens on Dec 1, 2026/);
    expect(at('CHECKIN_OPEN')).toMatch(/^Check-in is open until .*Those who do not are disqualified\.$/);
    expect(at('SEEDING')).toMatch(/^Check-in is closed\. Seeding until .*; the first round starts on Dec 15, 2026/);
    expect(at('TOURNAMENT_LIVE')).toBe('The rounds are being played.');
    expect(at('DRAFT', 'draft')).toBeNull();
  });
});
