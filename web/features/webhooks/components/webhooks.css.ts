// Styles of the organization's Webhooks tab: the same cards, rows and log table as the API keys tab beside it (the
// walk found the tab as bare browser elements: a bulleted list, a boxed fieldset, a table without lines).
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: 720 });
export const events = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
});
/** The form's button keeps its own width, as the API keys tab's "Create key" does. */
export const submit = style({ alignSelf: 'flex-start' });
export const legend = style({ fontWeight: vars.fontWeight.bold, marginBottom: vars.space.sm, padding: 0 });
export const secretBox = style({
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.warningSurface,
  overflowWrap: 'anywhere',
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const endpoint = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: 0,
});
export const url = style({ margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const logScroll = style({ overflowX: 'auto', maxHeight: 360, overflowY: 'auto' });
export const log = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${log} th, ${log} td`, {
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${log} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.bold, whiteSpace: 'nowrap' });
export const responseBody = style({
  margin: `${vars.space.xxs} 0 0`,
  maxWidth: 320,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
