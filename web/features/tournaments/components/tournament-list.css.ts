import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
// The card surface of src/ui/card without its padding, which goes to the body: the art runs edge to edge.
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});
export const art = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.background})`,
  borderBottom: `1px solid ${vars.color.border}`,
});
/** Without any art: the game's initial, as the games grid shows it. */
export const artFallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});
export const artImage = style({ width: '100%', height: '100%', objectFit: 'cover', display: 'block' });
export const artBadge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});
export const game = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});
export const name = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.lg });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const facts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm });
