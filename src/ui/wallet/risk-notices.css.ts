// The approval window's warnings, one box per warning in its level's colour (danger red, caution amber,
// info blue), so a "sends 502 % of your balance" never looks like "site connected 9 minutes ago".
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../tokens.css.js';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

const notice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: '1px solid',
  borderLeftWidth: 4,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  // Keys and account lists are long unbroken words.
  overflowWrap: 'anywhere',
});

export const level = styleVariants({
  danger: [notice, { background: vars.color.dangerSurface, borderColor: vars.color.danger }],
  caution: [notice, { background: vars.color.warningSurface, borderColor: vars.color.warning }],
  info: [notice, { background: vars.color.infoSurface, borderColor: vars.color.accent }],
});

export const tone = styleVariants({
  danger: { color: vars.color.danger },
  caution: { color: vars.color.warning },
  info: { color: vars.color.accent },
});

export const icon = style({ display: 'inline-flex', paddingTop: 1 });

export const label = style({
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  fontSize: vars.fontSize.xs,
  marginRight: vars.space.xs,
});

export const acknowledge = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
