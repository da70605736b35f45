// Styles of the navigation bar, the small-screen top bar, its menu and the footer.
import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../src/ui/tokens.css.js';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  background: 'rgba(10, 12, 20, 0.92)',
  backdropFilter: 'blur(10px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

// From the desktop breakpoint up to the wide one (1208–1638 px) an admin's five links and four actions share
// one line: tighter gaps, and the download buttons drop their first words (see wideOnly).
export const desktopBar = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: 1600,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  whiteSpace: 'nowrap',
  '@media': {
    [minWidth('md')]: { display: 'flex' },
    [minWidth('lg')]: { gap: vars.space.xl, padding: `${vars.space.md} ${vars.space.xl}` },
  },
});

/** The long and the short label of a button on the desktop bar (the accessible name is the long one). */
export const wideOnly = style({ display: 'none', '@media': { [minWidth('lg')]: { display: 'inline' } } });
export const narrowOnly = style({ display: 'inline', '@media': { [minWidth('lg')]: { display: 'none' } } });

export const mobileBar = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr 48px',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': { [minWidth('md')]: { display: 'none' } },
});

export const mobileLogo = style({ justifySelf: 'center' });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

export const logoText = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.18em',
});

export const linkList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  whiteSpace: 'nowrap',
  '@media': { [minWidth('lg')]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      color: vars.color.text,
      background: vars.color.surfaceRaised,
      boxShadow: `inset 0 -2px 0 ${vars.color.primary}`,
    },
  },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });

export const iconButton = style({
  width: 44,
  height: 44,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'transparent',
  color: vars.color.text,
  border: 'none',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  padding: 0,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
});

export const avatarLink = style({ display: 'inline-flex', borderRadius: '50%' });

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.medium,
  background: vars.color.surfaceRaised,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
  },
});

export const menuSection = style({
  marginTop: vars.space.xl,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const menuPrompt = style({ margin: 0, color: vars.color.textMuted });

export const modalText = style({ color: vars.color.textMuted, marginTop: 0 });

export const steps = style({
  color: vars.color.text,
  paddingLeft: vars.space.xl,
  marginBottom: vars.space.xl,
  lineHeight: 1.8,
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  marginTop: vars.space.xxxl,
});

export const footerInner = style({
  maxWidth: 1600,
  margin: '0 auto',
  padding: `${vars.space.xl}`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const footerLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.text, textDecoration: 'underline' } },
});

export const copyright = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.textOnPrimary,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space.md } },
});
