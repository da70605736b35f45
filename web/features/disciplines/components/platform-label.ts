// Display names of the platform codes games are played on (SPEC §3 tournament platforms).
const PLATFORM_LABELS: Record<string, string> = {
  windows: 'PC',
  mac: 'Mac',
  playstation4: 'PS4',
  playstation5: 'PS5',
  xbox_one: 'Xbox One',
  xbox: 'Xbox',
  nintendo_switch: 'Switch',
  mobile: 'Mobile',
};

export function platformLabel(code: string): string {
  return PLATFORM_LABELS[code] ?? code.replace(/_/g, ' ');
}
