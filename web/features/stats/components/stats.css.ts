// Styles of the player statistics.
import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const wrapper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  marginBottom: vars.space.xl,
});
export const numbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const compactNumbers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});
export const number = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
export const numberLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const numberValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
});
export const disciplines = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const chart = style({
  width: '100%',
  height: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
});
export const axis = style({ stroke: vars.color.border, strokeWidth: 1 });
export const line = style({ stroke: vars.color.accent, strokeWidth: 2 });
export const dot = style({ fill: vars.color.primary, stroke: vars.color.text, strokeWidth: 1 });
export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const heading = style({ fontSize: vars.fontSize.xl, margin: 0 });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const historyItem = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
});
export const historyMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const historyName = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
// An FFA's record (points and metrics) wraps on a phone rather than squeezing the tournament's name.
export const historyRecord = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  textAlign: 'right',
  maxWidth: '8.5rem',
  '@media': { [minWidth('xs')]: { maxWidth: 'none' } },
});
// The prize sits on its own row under the name on every width: it is the line people look for.
export const historyPrize = style({
  gridColumn: '2 / -1',
  color: vars.color.accent,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
});
