// Round-robin groups: the group switcher, each group's standings and its results grid (crosstable).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const stage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const subheading = style({
  fontSize: vars.fontSize.sm,
  margin: 0,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  scrollbarWidth: 'thin',
});

/** The results grid keeps its cells square-ish: as wide as its columns need, scrolling when the screen is not. */
export const gridScroller = style([scroller, { width: 'fit-content', maxWidth: '100%' }]);

export const table = style({ borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.sm, width: '100%' });

const cell = {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
} as const;

export const headCell = style({
  ...cell,
  borderTop: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'right',
});

export const numeric = style({
  ...cell,
  textAlign: 'right',
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
});

export const points = style([numeric, { fontWeight: vars.fontWeight.bold, color: vars.color.text }]);

// Rank and name stay in view while the numbers (and the grid's columns) scroll sideways on a phone.
export const rankCell = style({
  ...cell,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  width: 52,
  textAlign: 'left',
});

export const nameCell = style({
  ...cell,
  position: 'sticky',
  left: 52,
  zIndex: 1,
  background: vars.color.surface,
  maxWidth: 'min(38vw, 240px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  boxShadow: `1px 0 0 ${vars.color.border}`,
});

export const row = style({});
globalStyle(`${row}[data-viewer="true"] > *`, { background: '#2a1f4a', fontWeight: vars.fontWeight.bold });

export const placed = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.success,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const gridCell = style({
  ...cell,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: 52,
  selectors: {
    '&[data-self="true"]': { background: vars.color.surfaceRaised },
  },
});

export const gridHead = style([headCell, { textAlign: 'center', borderLeft: `1px solid ${vars.color.border}` }]);

export const result = style({
  display: 'block',
  color: vars.color.textMuted,
  selectors: {
    '&[data-outcome="WIN"]': { color: vars.color.success, fontWeight: vars.fontWeight.bold },
    '&[data-outcome="LOSS"]': { color: vars.color.danger },
    '&[data-outcome="DRAW"]': { color: vars.color.warning },
  },
});

export const legend = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
