// The standings table: the rank and name stay in view while the numbers scroll sideways on a phone.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  scrollbarWidth: 'thin',
});

export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.sm });

export const caption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

const cell = {
  padding: `${vars.space.sm} ${vars.space.md}`,
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
  background: vars.color.surface,
});

export const numeric = style({
  ...cell,
  textAlign: 'right',
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
});

// The first two columns stick to the left edge while the tie-breaks scroll.
export const rankCell = style({
  ...cell,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  width: 56,
});

export const nameCell = style({
  ...cell,
  position: 'sticky',
  left: 56,
  zIndex: 1,
  background: vars.color.surface,
  maxWidth: 'min(40vw, 260px)',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  textAlign: 'left',
  boxShadow: `1px 0 0 ${vars.color.border}`,
});

export const row = style({ selectors: { '&[data-out="true"]': { color: vars.color.textMuted } } });

// The viewer's row: an opaque tint, since the sticky cells must hide what scrolls beneath them.
globalStyle(`${row}[data-viewer="true"] > *`, { background: '#2a1f4a', fontWeight: vars.fontWeight.bold });

export const status = style({
  marginLeft: vars.space.xs,
  fontSize: vars.fontSize.xs,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.regular,
});
