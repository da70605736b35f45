// Look of the "Import TRF" panel of round management: a framed block above the round's table.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'flex-end' });
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 220px',
});
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
// The picker's file name in the panel's text colour (the button's look is src/ui/file-input.css.ts).
export const file = style({ color: vars.color.text });
export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  overflowWrap: 'anywhere',
});
export const detail = style({ display: 'block', marginTop: vars.space.xxs });
