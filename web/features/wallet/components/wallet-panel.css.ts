import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';
import { stackedCard } from '../../../../src/ui/card.css.js';

export const panel = stackedCard;

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const mono = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', overflowWrap: 'anywhere' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
});
export const factLabel = style({ color: vars.color.textMuted });
export const success = style({ color: vars.color.success, margin: 0 });
export const error = style({ color: vars.color.danger, margin: 0 });
export const steps = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});
