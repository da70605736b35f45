import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const ranked = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space.lg,
});

// One row of 240×394 cards on wide screens; on small screens they scroll sideways instead of shrinking.
export const cards = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  padding: `${vars.space.lg} ${vars.space.xxs} ${vars.space.sm}`,
  justifyContent: 'flex-start',
  scrollSnapType: 'x mandatory',
  '@media': { [minWidth('sm')]: { justifyContent: 'center' } },
});

export const card = style({
  flex: '0 0 240px',
  width: 240,
  height: 394,
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
  color: vars.color.text,
  textDecoration: 'none',
  scrollSnapAlign: 'center',
  transition: `transform ${vars.duration.fast} ease-out`,
  selectors: { 'a&:hover, a&:focus-visible': { borderColor: vars.color.primary } },
});

/** The middle card sits higher than the others. */
export const raised = style({ transform: 'translateY(-16px)', boxShadow: vars.shadow.raised });

export const cardImage = style({
  width: '100%',
  height: 240,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.accent,
});
globalStyle(`${cardImage} svg`, { width: 96, height: 96 });

export const cashImage = style({ color: vars.color.gold });

export const cardBody = style({
  padding: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const cardKind = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, textTransform: 'uppercase' });
export const cardName = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });
export const cardMuted = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const cash = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.gold });

export const more = style({ textAlign: 'center', color: vars.color.textMuted, margin: `${vars.space.sm} 0` });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'center',
  marginTop: vars.space.lg,
});
