import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});

export const fullPage = style({ minHeight: '60vh' });

export const ring = style({
  width: 40,
  height: 40,
  borderRadius: '50%',
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  borderRightColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
});
