// Look of the match available card, the submit-results modal and the next-match line of "My tournaments".
import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const card = style({
  marginBottom: vars.space.xl,
  borderColor: vars.color.primary,
  boxShadow: vars.shadow.glow,
});
export const cardHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading });
export const status = style({ margin: `${vars.space.sm} 0 0`, color: vars.color.text });
export const missed = style({
  margin: `${vars.space.sm} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  color: vars.color.warning,
});
export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
  gridTemplateColumns: '1fr',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const countdown = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});
export const versus = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
// Opponents are shown as badges, but a name keeps the case its player chose (badges shout status words).
globalStyle(`${versus} li > span`, { textTransform: 'none', letterSpacing: 'normal' });
export const howToJoin = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.lg });
export const reports = style({
  listStyle: 'none',
  margin: `${vars.space.md} 0 0`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const report = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});
export const thumbnail = style({
  width: 64,
  height: 40,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  display: 'block',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const gameRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const gameRow = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  // Labels of different lengths wrap differently: keep the inputs of a row on one line.
  alignItems: 'end',
  minWidth: 0,
});
export const gameLegend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
});
export const wide = style({ gridColumn: '1 / -1' });
export const winnerLine = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.infoSurface,
  fontWeight: vars.fontWeight.medium,
});
export const formActions = style({ display: 'flex', gap: vars.space.md, justifyContent: 'flex-end', flexWrap: 'wrap' });
export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const checkbox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
});
export const screenshot = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const screenshotLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const preview = style({
  maxWidth: '100%',
  maxHeight: 120,
  objectFit: 'contain',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  alignSelf: 'flex-start',
});
export const progress = style({ width: '100%', height: 8, accentColor: vars.color.primary });
export const nextMatch = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

/** The match's stream or VOD link (issue 26 §3), apart from the facts around it. */
export const stream = style({ margin: `${vars.space.sm} 0`, fontSize: vars.fontSize.sm });
