import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(180deg, ${vars.color.surface}, transparent)`,
});

export const icon = style({ display: 'inline-flex', lineHeight: 1, color: vars.color.accent });

export const title = style({ fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.textMuted, margin: 0, maxWidth: 520 });
