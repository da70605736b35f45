import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  margin: 0,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const help = style({ color: vars.color.textMuted, marginTop: 0, fontSize: vars.fontSize.sm });

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });

export const status = style({ color: vars.color.success, margin: 0 });
