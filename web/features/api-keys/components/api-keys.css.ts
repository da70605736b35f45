// Styles of the organization's API keys tab.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 560 });
export const scopes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.sm,
});
export const secretBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
});
export const secret = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  margin: 0,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const keyRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const grow = style({
  flex: '1 1 220px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const log = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const logScroll = style({ overflowX: 'auto', maxHeight: 360, overflowY: 'auto' });
export const cell = style({ textAlign: 'left', padding: `${vars.space.xxs} ${vars.space.sm}`, whiteSpace: 'nowrap' });
