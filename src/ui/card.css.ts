import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  minWidth: 0,
});

export const cardTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.md });

/** A card whose children stack with even gaps (forms and panels built from several blocks). */
export const stackedCard = style([card, { display: 'flex', flexDirection: 'column', gap: vars.space.lg }]);
