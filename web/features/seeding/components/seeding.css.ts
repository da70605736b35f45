// Look of the organizer's placement/seeding list.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const alert = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSurface,
  color: vars.color.danger,
});
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-dragging="true"]': { opacity: 0.5 },
    '&[data-drop-target="true"]': { borderColor: vars.color.accent, boxShadow: `0 -2px 0 ${vars.color.accent}` },
    '&[draggable="true"]': { cursor: 'grab' },
  },
});
export const seed = style({
  flexShrink: 0,
  minWidth: 36,
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
});
export const name = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const handle = style({ color: vars.color.textMuted, userSelect: 'none', flexShrink: 0 });
export const moves = style({ display: 'flex', gap: vars.space.xs, flexShrink: 0 });
export const sources = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const sourceButtons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
