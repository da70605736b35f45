// Look of the organizer's rewards and closing section.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
export const balance = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const balanceItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const balanceLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const balanceValue = style({ margin: 0, fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums' });
// width 0 + min-width 100%: the wide table scrolls inside its frame instead of widening the page on a phone.
export const tableWrap = style({
  position: 'relative',
  overflowX: 'auto',
  width: 0,
  minWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, minWidth: 720 });
export const th = style({
  textAlign: 'left',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});
export const mono = style({ fontFamily: vars.font.mono, fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' });
export const error = style({
  margin: 0,
  marginTop: vars.space.xxs,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
});
