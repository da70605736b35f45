import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const wrapper = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  margin: 0,
  background: vars.color.surface,
});

export const legend = style({
  padding: `0 ${vars.space.sm}`,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0, flex: 1 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

/** The picker's file name, muted (the button's look is src/ui/file-input.css.ts). */
export const fileInput = style({ color: vars.color.textMuted });

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });

export const status = style({ fontSize: vars.fontSize.sm, color: vars.color.success, margin: 0 });

export const row = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
