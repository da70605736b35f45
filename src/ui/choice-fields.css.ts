// Look of the labelled select and the checkbox row (choice-fields.tsx), with the server's field error under them.
import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});
export const selectField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
});
export const select = style({
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });
