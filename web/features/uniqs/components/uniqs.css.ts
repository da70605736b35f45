import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';
import { stackedCard } from '../../../../src/ui/card.css.js';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
});
export const cardImage = style({
  width: '100%',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  background: vars.color.border,
});
export const cardBody = style({ padding: vars.space.md, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const cardTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const form = stackedCard;
export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
});
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const fileLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });
export const success = style({ color: vars.color.success, margin: 0 });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
