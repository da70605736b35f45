// Full display names of the tournament platforms (SPEC §3), for the organizer's form, the filters and the
// tournament header alike. (The games grid uses its own short badge names, disciplines/platform-label.ts.)
import type { TOURNAMENT_PLATFORMS } from '../../../src/contract/tournaments.js';

export const PLATFORM_NAMES: Record<(typeof TOURNAMENT_PLATFORMS)[number], string> = {
  windows: 'Windows',
  playstation4: 'PlayStation 4',
  playstation5: 'PlayStation 5',
  xbox_one: 'Xbox One',
  nintendo_switch: 'Nintendo Switch',
  mac: 'Mac',
  xbox: 'Xbox',
  mobile: 'Mobile',
};

/** The name of a platform code; an unknown code (from a newer server) is shown as it is. */
export function platformName(code: string): string {
  return (PLATFORM_NAMES as Record<string, string>)[code] ?? code;
}
