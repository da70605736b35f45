// The sidebar of /create-tournament/{id} (SPEC §2 order): which sections exist, which are saved, which are
// read-only, and which later sections an unlock erases. Pure, so the rules are tested without a browser.
import type { TournamentView } from '../../../../src/contract/tournaments.js';

export const ADMIN_SECTIONS = [
  { id: 'main-information', label: 'Main information', mandatory: true },
  { id: 'leaderboard', label: 'Leaderboard settings', mandatory: false },
  { id: 'settings', label: 'Tournament settings', mandatory: true },
  { id: 'format', label: 'Format', mandatory: true },
  { id: 'schedule', label: 'Schedule', mandatory: true },
  { id: 'prizepool', label: 'Prizepool and rewards', mandatory: false },
  { id: 'participants', label: 'Participants', mandatory: false },
  { id: 'placement', label: 'Placement/seeding', mandatory: false },
  { id: 'round-management', label: 'Round management', mandatory: false },
  { id: 'rewards', label: 'Rewards and closing', mandatory: false },
  { id: 'sign-transaction', label: 'Sign transaction', mandatory: false },
] as const;

export type AdminSectionId = (typeof ADMIN_SECTIONS)[number]['id'];
/** Sections that show and act on the live tournament instead of saving a form. */
const VIEW_SECTIONS = ['participants', 'placement', 'round-management', 'rewards', 'sign-transaction'] as const;
type ViewSectionId = (typeof VIEW_SECTIONS)[number];
const isViewSection = (section: AdminSectionId): section is ViewSectionId =>
  (VIEW_SECTIONS as readonly string[]).includes(section);

/** The sections saved through PUT …/sections/{section}. */
export type SavedSectionId = Exclude<AdminSectionId, ViewSectionId>;

export type SectionState = 'empty' | 'saved' | 'published' | 'view';

/**
 * What unlocking a section erases on the server besides itself (DELETE …/sections/{section}): the sections
 * whose validation read it. Main information, leaderboard and prizepool depend on nothing saved after them.
 */
export const UNLOCK_ERASES: Partial<Record<SavedSectionId, readonly SavedSectionId[]>> = {
  settings: ['format', 'leaderboard', 'schedule', 'prizepool'],
  format: ['leaderboard', 'schedule', 'prizepool'],
  schedule: ['prizepool'],
};

export function isSectionSaved(tournament: TournamentView, section: AdminSectionId): boolean {
  switch (section) {
    case 'main-information':
      return tournament.mainInformation !== null;
    case 'leaderboard':
      return (tournament.leaderboard ?? null) !== null;
    case 'settings':
      return tournament.settings !== null;
    case 'format':
      return tournament.format !== null;
    case 'schedule':
      return tournament.schedule !== null;
    case 'prizepool':
      return tournament.prizepool !== null;
    case 'participants':
    case 'placement':
    case 'round-management':
    case 'rewards':
    case 'sign-transaction':
      return false;
  }
}

/** Draft sections are editable (empty or saved); after publishing every form is read-only. */
export function sectionState(tournament: TournamentView, section: AdminSectionId): SectionState {
  if (isViewSection(section)) return 'view';
  if (tournament.status !== 'draft') return 'published';
  return isSectionSaved(tournament, section) ? 'saved' : 'empty';
}

/** The saved later sections an unlock of `section` would erase, as the confirmation lists them. */
export function erasedByUnlock(tournament: TournamentView, section: SavedSectionId): SavedSectionId[] {
  return (UNLOCK_ERASES[section] ?? []).filter((later) => isSectionSaved(tournament, later));
}

/** Whether unlocking asks first and goes through the server (it erases saved data). */
export function unlockNeedsServer(section: SavedSectionId): boolean {
  return UNLOCK_ERASES[section] !== undefined;
}

export function sectionLabel(section: AdminSectionId): string {
  return ADMIN_SECTIONS.find((entry) => entry.id === section)!.label;
}

/** Mandatory sections still missing: publishing is refused while any is. */
export function missingMandatorySections(tournament: TournamentView): AdminSectionId[] {
  return ADMIN_SECTIONS.filter((entry) => entry.mandatory && !isSectionSaved(tournament, entry.id)).map(
    (entry) => entry.id,
  );
}
