// Styles of the admin backoffice.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const layout = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'end',
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const toolbar = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
});
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const headCell = style([cell, { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium }]);
export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const pager = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', justifyContent: 'flex-end' });
