// The referee permission table (issue 26 §3): exactly the event-day actions, nothing else.
import { describe, expect, it } from 'vitest';
import {
  ORGANIZER_ACTIONS,
  isOrganizationMemberRole,
  memberMayTakeAction,
  staffActorLabel,
} from '../../src/domain/index.js';

describe('staff permissions (Issue 26 §3)', () => {
  it('grants a referee exactly the event-day actions', () => {
    const allowed = ORGANIZER_ACTIONS.filter((action) => memberMayTakeAction('REFEREE', action));
    expect(allowed).toEqual([
      'resolve-dispute',
      'set-result',
      'report-both-sides',
      'check-in-participant',
      'set-stream-link',
      'undo-no-show',
    ]);
  });

  it('keeps every action for a plain member', () => {
    expect(ORGANIZER_ACTIONS.every((action) => memberMayTakeAction('MEMBER', action))).toBe(true);
  });

  it('refuses a referee the prize pool, publishing, deleting and the settings', () => {
    for (const action of ['manage-prize-pool', 'publish', 'delete', 'edit-settings', 'manage-organization'] as const) {
      expect(memberMayTakeAction('REFEREE', action)).toBe(false);
    }
  });

  it('recognises only the known roles', () => {
    expect(isOrganizationMemberRole('REFEREE')).toBe(true);
    expect(isOrganizationMemberRole('OWNER')).toBe(false);
    expect(isOrganizationMemberRole(undefined)).toBe(false);
  });

  it('labels a referee in the audit trail', () => {
    expect(staffActorLabel('Ana', 'REFEREE')).toBe('by Ana (referee)');
    expect(staffActorLabel('Ana', 'MEMBER')).toBe('by Ana');
  });
});
