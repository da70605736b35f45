import { style } from '@vanilla-extract/css';
import { minWidth, vars } from './tokens.css.js';

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const tab = style({
  appearance: 'none',
  background: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  padding: `${vars.space.md} ${vars.space.md}`,
  '@media': { [minWidth('sm')]: { padding: `${vars.space.md} ${vars.space.lg}` } },
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: -3 },
  },
});

export const panel = style({ paddingTop: vars.space.xl });
