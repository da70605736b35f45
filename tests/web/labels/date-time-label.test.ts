// Every screen writes an instant the same way (the tournament page's schedule, round management, the brackets'
// stage lines): English, medium date and short time; a dash, never "Invalid Date", for a value that does not parse.
import { describe, expect, it } from 'vitest';
import { dateTimeLabel } from '../../../web/app/labels/date-time-label.js';
import { windowLabel } from '../../../web/features/tournaments/components/tournament-labels.js';

describe('date and time label', () => {
  const iso = '2026-11-22T09:00:00.000Z';

  it('reads "Nov 22, 2026, 9:00 AM" in the viewer\'s time zone, the same from an ISO string, a number or a Date', () => {
    expect(dateTimeLabel(iso)).toMatch(/^Nov 2[1-3], 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(dateTimeLabel(Date.parse(iso))).toBe(dateTimeLabel(iso));
    expect(dateTimeLabel(new Date(iso))).toBe(dateTimeLabel(iso));
  });

  it("is the tournament page's schedule format", () => {
    expect(windowLabel({ start: iso, end: iso })).toBe(`${dateTimeLabel(iso)} – ${dateTimeLabel(iso)}`);
  });

  it('answers a dash for what does not parse', () => {
    expect(dateTimeLabel('soon')).toBe('–');
    expect(dateTimeLabel(Number.NaN)).toBe('–');
  });
});
