import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  color: vars.color.textOnPrimary,
  border: `2px solid ${vars.color.borderStrong}`,
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });

export const fallbackIcon = style({ width: '60%', height: '60%' });
