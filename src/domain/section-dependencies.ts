// Which organizer sections are built on which (SPEC §4: "Unlocking a format/schedule section erases dependent
// later sections"). The format's scoring depends on the participant type; the leaderboard link, the schedule
// (one window per round) and the prizes (ranks up to the maximum participants) depend on the format; the
// prizes are paid in the schedule's distribution window, so they depend on the schedule too.

export type OrganizerSection = 'main-information' | 'leaderboard' | 'settings' | 'format' | 'schedule' | 'prizepool';

const DIRECT_DEPENDENTS: Record<OrganizerSection, readonly OrganizerSection[]> = {
  'main-information': [],
  leaderboard: [],
  settings: ['format'],
  format: ['leaderboard', 'schedule', 'prizepool'],
  schedule: ['prizepool'],
  prizepool: [],
};

/** The sections unlocking `section` erases, itself first, then every section that depends on it (transitively). */
export function sectionsErasedByUnlocking(section: OrganizerSection): OrganizerSection[] {
  const erased: OrganizerSection[] = [section];
  for (let i = 0; i < erased.length; i++) {
    for (const dependent of DIRECT_DEPENDENTS[erased[i]]) if (!erased.includes(dependent)) erased.push(dependent);
  }
  return erased;
}
