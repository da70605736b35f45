// How the app writes an instant: "Nov 22, 2026, 9:00 AM" (English like the rest of the text, medium date, short
// time, in the viewer's time zone), as the tournament page's schedule does; a dash for a date that does not parse, so
// a bad value never reads "Invalid Date". One formatter, so the same instant reads the same on every screen.
const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function dateTimeLabel(value: string | number | Date): string {
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? '–' : dateTime.format(new Date(ms));
}
