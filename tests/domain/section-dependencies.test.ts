import { describe, expect, it } from 'vitest';
import { sectionsErasedByUnlocking } from '../../src/domain/index.js';

describe('sections erased by unlocking (SPEC §4)', () => {
  it('erases the format and everything built on it', () => {
    expect(sectionsErasedByUnlocking('format')).toEqual(['format', 'leaderboard', 'schedule', 'prizepool']);
  });
  it('erases the prizes after the schedule', () => {
    expect(sectionsErasedByUnlocking('schedule')).toEqual(['schedule', 'prizepool']);
  });
  it('follows dependencies transitively from the settings', () => {
    expect(sectionsErasedByUnlocking('settings')).toEqual([
      'settings',
      'format',
      'leaderboard',
      'schedule',
      'prizepool',
    ]);
  });
  it('erases only themselves for sections nothing depends on', () => {
    for (const section of ['main-information', 'leaderboard', 'prizepool'] as const)
      expect(sectionsErasedByUnlocking(section)).toEqual([section]);
  });
});
