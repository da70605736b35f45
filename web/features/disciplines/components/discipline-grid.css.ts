import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [minWidth('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
    [minWidth('xl')]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
  },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  padding: 0,
  overflow: 'hidden',
  textAlign: 'left',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'pointer',
  fontFamily: vars.font.body,
  transition: `transform ${vars.duration.normal}, box-shadow ${vars.duration.normal}, border-color ${vars.duration.normal}`,
  selectors: {
    '&:hover': { transform: 'translateY(-3px)', borderColor: vars.color.borderStrong, boxShadow: vars.shadow.raised },
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: vars.shadow.glow },
  },
});

export const art = style({
  aspectRatio: '16 / 9',
  width: '100%',
  objectFit: 'cover',
  display: 'block',
  background: `linear-gradient(160deg, ${vars.color.primary}, #1e1b4b 55%, ${vars.color.surface})`,
});

export const artFallback = style({
  aspectRatio: '16 / 9',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontFamily: vars.font.heading,
  fontSize: 40,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  background: `linear-gradient(160deg, ${vars.color.primary}, #1e1b4b 55%, ${vars.color.surface})`,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md });

export const name = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md, lineHeight: 1.25 });

export const platforms = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
