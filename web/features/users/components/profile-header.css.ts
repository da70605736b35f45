import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  padding: vars.space.xl,
  marginBottom: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: `linear-gradient(120deg, rgba(124, 58, 237, 0.25), rgba(34, 211, 238, 0.08) 60%), ${vars.color.surface}`,
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const name = style({ fontSize: vars.fontSize.display, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, margin: 0 });
