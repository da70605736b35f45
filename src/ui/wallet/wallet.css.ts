// Layout of the popup and approval window, on the shared Arena tokens.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens.css.js';

globalStyle('body', { margin: 0 });

export const popupFrame = style({
  width: 360,
  minHeight: 520,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
});

export const approvalFrame = style({
  maxWidth: 480,
  minHeight: '100vh',
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const brandIcon = style({ width: 24, height: 24 });

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const sectionTitle = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const balance = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, wordBreak: 'break-all' });

export const secret = style([
  mono,
  {
    padding: vars.space.md,
    background: vars.color.warningSurface,
    color: vars.color.warning,
    borderRadius: vars.radius.md,
    userSelect: 'all',
  },
]);

export const errorText = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });

export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const listItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const uniqImage = style({
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  background: vars.color.surfaceHover,
  flexShrink: 0,
});

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  padding: `0 ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: 1,
  padding: vars.space.sm,
  background: 'none',
  border: 'none',
  borderBottom: '2px solid transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { color: vars.color.text, borderBottomColor: vars.color.primary } },
});

export const fieldTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const fieldCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  wordBreak: 'break-word',
});

export const fieldName = style([
  fieldCell,
  { color: vars.color.textMuted, fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, width: '40%' },
]);

export const amount = style({ color: vars.color.gold, fontWeight: vars.fontWeight.bold });

export const origin = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  color: vars.color.accent,
  wordBreak: 'break-all',
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const select = style({
  width: '100%',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
});

export const checkbox = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
});

export const uniqDetailImage = style({
  width: '100%',
  maxHeight: 240,
  objectFit: 'contain',
  borderRadius: vars.radius.md,
});

export const linkButton = style({
  background: 'none',
  border: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flex: 1,
});

export const link = style({ color: vars.color.accent, fontSize: vars.fontSize.sm });
