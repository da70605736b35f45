// The "Q" chip beside a qualified entrant's name (multi-stage events).
import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  marginLeft: vars.space.xs,
  minWidth: '1.4em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.background,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.5,
  verticalAlign: 'middle',
});
