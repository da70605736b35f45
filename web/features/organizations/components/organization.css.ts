// Styles of the organization page.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const overview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  marginBottom: vars.space.xxl,
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const name = style({ fontSize: vars.fontSize.xxl, margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const notice = style({
  background: vars.color.warningSurface,
  color: vars.color.warning,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
});
export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const grow = style({
  flex: '1 1 140px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflowWrap: 'anywhere',
});
export const inlineForm = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  marginTop: vars.space.md,
});
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const tileLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});
export const tileValue = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const attentionRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBottom: 0 } },
});
/** The owner's role choice on a member's row: as wide as its longest option, never the whole row. */
export const roleSelect = style({ flex: '0 0 auto', minWidth: 140 });
