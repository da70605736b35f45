// Building blocks shared by the pages: headers, sections, grids.
import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../src/ui/tokens.css.js';

export const pageHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBottom: vars.space.xxl,
});

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.16em',
  textTransform: 'uppercase',
  margin: 0,
});

export const title = style({ fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, margin: 0, maxWidth: 760 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginBottom: vars.space.xxxl,
});

export const sectionTitle = style({ fontSize: vars.fontSize.xxl });

/** Under a list: the button that loads its next page, centred. */
export const more = style({ display: 'flex', justifyContent: 'center' });
/** As wide while it says "Loading…" as before, so it does not jump. */
export const moreButton = style({ minWidth: 224 });

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const standalone = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  background: `radial-gradient(circle at 50% 0%, rgba(124, 58, 237, 0.22), transparent 60%), ${vars.color.background}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const bigCode = style({
  fontFamily: vars.font.heading,
  fontSize: 'clamp(4rem, 12vw, 8rem)',
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1,
  margin: 0,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});

export const standaloneText = style({ color: vars.color.textMuted, maxWidth: 560, margin: 0 });

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, justifyContent: 'center' });

export const adminShell = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.xl,
  maxWidth: 1200,
  width: '100%',
  margin: '0 auto',
});

export const backLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text } },
});

/** The narrow column beside the tabs: the tournament's information, then the organizer's panels. */
export const sideColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xl,
  // minmax(0, …): a wide table (the standings) scrolls inside its column instead of widening the page on phones.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
