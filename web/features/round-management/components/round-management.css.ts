// Look of the organizer's round management section.
import { style, styleVariants } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const toolbar = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'flex-end' });
export const control = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 160 });
export const spacer = style({ flex: 1 });
export const buttons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
export const success = style({ margin: 0, color: vars.color.success, fontSize: vars.fontSize.sm });
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
});
// width 0 + min-width 100%: the table scrolls inside its frame rather than widening the page if it ever overflows.
// position: the visually hidden header text is absolutely placed; it must scroll with the table, not widen the page.
export const tableWrap = style({
  position: 'relative',
  overflowX: 'auto',
  width: 0,
  minWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

// On a phone, each match is a card (number and sides with the button beside them, then the status, then the
// reports) instead of a table row five columns wide that had to be scrolled sideways; from 'sm' up, a table.
const wide = minWidth('sm');
export const matchTable = style({
  display: 'block',
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [wide]: { display: 'table', minWidth: 640 } },
});
/** The column headers: read by screen readers on a phone (where the cards need no header row), shown from 'sm'. */
export const matchHead = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  '@media': { [wide]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});
export const matchBody = style({ display: 'block', '@media': { [wide]: { display: 'table-row-group' } } });
export const matchRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"position sides action" ". status status" ". reports reports"',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  '@media': { [wide]: { display: 'table-row', padding: 0, borderBottom: 'none' } },
});
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
/** The tables inside a match's dialog (the FFA ranks) stay tables on a phone. */
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: 640 });
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
const matchCell = style({
  display: 'block',
  minWidth: 0,
  '@media': {
    [wide]: {
      display: 'table-cell',
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderBottom: `1px solid ${vars.color.border}`,
      verticalAlign: 'top',
    },
  },
});
const cellIn = (area: string) => style([matchCell, { gridArea: area }]);
export const positionCell = cellIn('position');
export const sidesCell = cellIn('sides');
export const statusCell = cellIn('status');
export const reportsCell = cellIn('reports');
export const actionCell = cellIn('action');
/** The empty-table message spans the whole card. */
export const wholeRow = style([matchCell, { gridColumn: '1 / -1' }]);
export const sides = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const badges = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  alignItems: 'flex-start',
});
export const side = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
/** A long nickname breaks inside the card rather than running under the action button on a phone. */
export const sideName = style({ minWidth: 0, overflowWrap: 'anywhere' });
export const winner = style([sideName, { fontWeight: vars.fontWeight.bold, color: vars.color.success }]);
export const score = style({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums' });
export const reportList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const thumbs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const thumbnail = style({
  width: 56,
  height: 36,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
  border: `1px solid ${vars.color.border}`,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const radio = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', cursor: 'pointer' });
export const gameGrid = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'center',
});
export const input = style({
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 36,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const formActions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const events = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const event = style({
  borderLeft: `2px solid ${vars.color.borderStrong}`,
  paddingLeft: vars.space.md,
  fontSize: vars.fontSize.sm,
});
export const eventMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const changes = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const fullImage = style({ maxWidth: '100%', borderRadius: vars.radius.md });

/** A side's match check-in beside its name: ready (green), awaited (muted), no-show (red). */
const checkInTag = style({
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.regular,
  whiteSpace: 'nowrap',
});
export const checkIn = styleVariants({
  READY: [checkInTag, { color: vars.color.success }],
  AWAITED: [checkInTag, { color: vars.color.textMuted }],
  NO_SHOW: [checkInTag, { color: vars.color.danger }],
});
/** A whole URL in running text: it breaks anywhere rather than widen the dialog on a phone. */
export const overlayLink = style({ overflowWrap: 'anywhere', color: vars.color.text });
