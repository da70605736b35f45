// The participants table's search and status filter (kept in the URL: ?q=…&status=…). Pure, so it is tested
// without a browser.
import type { Participant } from '../../../../src/contract/tournaments.js';

export type ParticipantStatusFilter = '' | Participant['status'];

export const PARTICIPANT_STATUS_FILTERS: readonly { value: ParticipantStatusFilter; label: string }[] = [
  { value: '', label: 'Every status' },
  { value: 'REGISTERED', label: 'Registered' },
  { value: 'CHECKED_IN', label: 'Checked in' },
  { value: 'DISQUALIFIED', label: 'Disqualified' },
];

export function parseStatusFilter(value: string | null): ParticipantStatusFilter {
  return PARTICIPANT_STATUS_FILTERS.some((option) => option.value === value) ? (value as ParticipantStatusFilter) : '';
}

/** Participants whose name (player or team), captain or members' nicknames hold `query`, ignoring case. */
export function filterParticipants(
  participants: readonly Participant[],
  query: string,
  status: ParticipantStatusFilter,
): Participant[] {
  const needle = query.trim().toLocaleLowerCase();
  return participants.filter((participant) => {
    if (status && participant.status !== status) return false;
    if (!needle) return true;
    const names = [participant.name, participant.captain.nickname, ...participant.members.map((m) => m.nickname)];
    return names.some((name) => name.toLocaleLowerCase().includes(needle));
  });
}
