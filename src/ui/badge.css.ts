import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  border: '1px solid transparent',
  whiteSpace: 'nowrap',
});

export const badgeTone = styleVariants({
  neutral: [
    base,
    { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.borderStrong },
  ],
  accent: [
    base,
    { background: 'rgba(34, 211, 238, 0.12)', color: vars.color.accent, borderColor: 'rgba(34, 211, 238, 0.4)' },
  ],
  success: [
    base,
    { background: 'rgba(110, 231, 183, 0.12)', color: vars.color.success, borderColor: 'rgba(110, 231, 183, 0.4)' },
  ],
  warning: [
    base,
    { background: vars.color.warningSurface, color: vars.color.warning, borderColor: 'rgba(252, 211, 77, 0.4)' },
  ],
  danger: [
    base,
    { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: 'rgba(252, 165, 165, 0.4)' },
  ],
});
