import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const intro = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontWeight: 600, fontSize: vars.fontSize.sm });

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minWidth: 0 });

export const url = style({
  flex: 1,
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

export const status = style({ fontSize: vars.fontSize.xs, color: vars.color.success });
