import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../src/contract/tournaments.js';
import {
  filterParticipants,
  parseStatusFilter,
} from '../../../web/features/tournament-admin/model/participant-filter.js';

const participant = (name: string, status: Participant['status'], members: string[] = [name]): Participant => ({
  registrationId: name,
  kind: members.length > 1 ? 'TEAM' : 'SOLO',
  name,
  teamId: null,
  captain: { id: members[0], nickname: members[0] },
  members: members.map((nickname) => ({ id: nickname, nickname })),
  status,
  registeredAt: '2026-05-01T09:00:00.000Z',
  checkedInAt: null,
});

const list = [
  participant('Nova', 'CHECKED_IN'),
  participant('Orbit Squad', 'REGISTERED', ['Zed', 'Kira']),
  participant('novice', 'DISQUALIFIED'),
];

describe('the participants filter', () => {
  it('searches names, captains and members, ignoring case and spaces around', () => {
    expect(filterParticipants(list, ' NOV ', '').map((p) => p.name)).toEqual(['Nova', 'novice']);
    expect(filterParticipants(list, 'kira', '').map((p) => p.name)).toEqual(['Orbit Squad']);
    expect(filterParticipants(list, '', '')).toHaveLength(3);
  });

  it('filters by status, with the search', () => {
    expect(filterParticipants(list, '', 'CHECKED_IN').map((p) => p.name)).toEqual(['Nova']);
    expect(filterParticipants(list, 'nov', 'DISQUALIFIED').map((p) => p.name)).toEqual(['novice']);
  });

  it('reads only known statuses from the URL', () => {
    expect(parseStatusFilter('REGISTERED')).toBe('REGISTERED');
    expect(parseStatusFilter('bogus')).toBe('');
    expect(parseStatusFilter(null)).toBe('');
  });
});
