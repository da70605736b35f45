// Look of the tournament page pieces and the registration modals.
import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.display, fontWeight: vars.fontWeight.bold });
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  gridTemplateColumns: '1fr',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
/** The schedule takes a row of its own, its phases side by side, so no column stands empty beside it. */
export const scheduleFact = style([fact, { gridColumn: '1 / -1' }]);
export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export const factValue = style({ margin: 0 });
export const phases = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fit, minmax(210px, 1fr))',
});
export const phase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderLeft: `2px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const disqualified = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.text,
});
export const actions = style({ display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
export const checkedIn = style({ color: vars.color.success, fontWeight: vars.fontWeight.bold });
export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginBottom: vars.space.xl,
});
export const prose = style({ margin: 0, whiteSpace: 'pre-wrap', color: vars.color.text });
export const list = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const formActions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const checkbox = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', cursor: 'pointer' });
export const checkboxInput = style({
  marginTop: 3,
  width: 18,
  height: 18,
  accentColor: vars.color.primary,
  flexShrink: 0,
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
export const participants = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const participant = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const filters = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', alignItems: 'flex-end' });
export const filter = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 180 });
export const hero = style({
  width: '100%',
  maxHeight: 360,
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  marginBottom: vars.space.xl,
  display: 'block',
});
const bannerList = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
} as const;
export const topBanners = style({ ...bannerList, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
export const superLeaderboard = style({ ...bannerList, gridTemplateColumns: '1fr' });
export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  textDecoration: 'none',
  color: vars.color.text,
});
// Sponsor art comes in any size: a 1920 px wide picture must not push the page down by hundreds of pixels.
export const bannerImage = style({
  width: '100%',
  height: 'auto',
  maxHeight: 180,
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  display: 'block',
});
export const partnerLogo = style({
  width: 24,
  height: 24,
  objectFit: 'contain',
  verticalAlign: 'middle',
  marginRight: vars.space.sm,
});
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
