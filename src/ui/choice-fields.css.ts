// Look of the checkbox row (choice-fields.tsx), with the server's field error under it.
import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });
