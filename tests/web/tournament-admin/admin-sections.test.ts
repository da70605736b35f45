// The organizer sidebar's rules: SPEC order, section states, what an unlock erases, what publishing lacks.
import { describe, expect, it } from 'vitest';
import type { TournamentView } from '../../../src/contract/tournaments.js';
import {
  ADMIN_SECTIONS,
  erasedByUnlock,
  missingMandatorySections,
  sectionState,
  unlockNeedsServer,
} from '../../../web/features/tournament-admin/model/admin-sections.js';

const draft = (over: Partial<TournamentView> = {}) =>
  ({
    status: 'draft',
    mainInformation: null,
    settings: null,
    format: null,
    schedule: null,
    prizepool: null,
    leaderboard: null,
    ...over,
  }) as TournamentView;
const saved = {} as never;

describe('tournament administration sections', () => {
  it('lists the sections in SPEC order', () => {
    expect(ADMIN_SECTIONS.map((s) => s.label)).toEqual([
      'Main information',
      'Leaderboard settings',
      'Tournament settings',
      'Format',
      'Schedule',
      'Prizepool and rewards',
      'Participants',
      'Placement/seeding',
      'Round management',
      'Rewards and closing',
      'Sign transaction',
    ]);
  });

  it('shows saved, empty and published states', () => {
    const t = draft({ mainInformation: saved });
    expect(sectionState(t, 'main-information')).toBe('saved');
    expect(sectionState(t, 'format')).toBe('empty');
    expect(sectionState(t, 'participants')).toBe('view');
    expect(sectionState(t, 'placement')).toBe('view');
    expect(sectionState({ ...t, status: 'published' }, 'round-management')).toBe('view');
    expect(sectionState({ ...t, status: 'published' }, 'rewards')).toBe('view');
    expect(sectionState({ ...t, status: 'published' }, 'format')).toBe('published');
    expect(sectionState(draft({ leaderboard: { id: 'l', name: 'L', kind: 'RANK' } }), 'leaderboard')).toBe('saved');
  });

  it('names the saved sections an unlock erases', () => {
    const t = draft({ settings: saved, format: saved, schedule: saved, prizepool: saved });
    expect(erasedByUnlock(t, 'format')).toEqual(['schedule', 'prizepool']);
    expect(erasedByUnlock(t, 'schedule')).toEqual(['prizepool']);
    expect(erasedByUnlock(t, 'settings')).toEqual(['format', 'schedule', 'prizepool']);
    expect(erasedByUnlock(draft({ format: saved }), 'format')).toEqual([]);
    expect(unlockNeedsServer('format')).toBe(true);
    expect(unlockNeedsServer('main-information')).toBe(false);
    expect(unlockNeedsServer('prizepool')).toBe(false);
  });

  it('lists the mandatory sections publishing still needs', () => {
    expect(missingMandatorySections(draft())).toEqual(['main-information', 'settings', 'format', 'schedule']);
    expect(
      missingMandatorySections(draft({ mainInformation: saved, settings: saved, format: saved, schedule: saved })),
    ).toEqual([]);
  });
});
