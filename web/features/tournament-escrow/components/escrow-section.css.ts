import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const mono = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'center' });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });
