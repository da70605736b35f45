// The single-elimination picture: a toolbar (round selector, zoom), then a scrollable, zoomable canvas.
import { globalStyle, style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minHeight: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rounds = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  maxWidth: '100%',
  padding: `${vars.space.xxs} 0`,
});

export const roundChip = style({
  appearance: 'none',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[aria-current="true"]': { color: vars.color.text, borderColor: vars.color.primary },
  },
});

export const zoomControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const zoomButton = style([
  roundChip,
  { minWidth: 36, minHeight: 32, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' },
]);

export const zoomValue = style({
  minWidth: '3.5em',
  textAlign: 'center',
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const viewport = style({
  position: 'relative',
  overflow: 'auto',
  // Tall enough to show a real piece of a big bracket, never taller than the screen.
  height: 'min(70vh, 720px)',
  minHeight: 280,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  cursor: 'grab',
  // Native one-finger panning; two-finger pinches are ours (use-zoom-pan.ts), not the page's.
  touchAction: 'pan-x pan-y',
  overscrollBehavior: 'contain',
  scrollPaddingLeft: vars.space.sm,
  // On phones a swipe settles on a round column.
  scrollSnapType: 'x proximity',
  '@media': { [minWidth('sm')]: { scrollSnapType: 'none' } },
  selectors: {
    '&[data-dragging="true"]': { cursor: 'grabbing', userSelect: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** Fills the embed page's iframe instead of a share of the window. */
export const viewportFill = style({ height: 'auto', flex: 1, minHeight: 0 });

export const headers = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  height: 32,
  background: `linear-gradient(${vars.color.background} 75%, transparent)`,
});

export const header = style({
  position: 'absolute',
  top: 6,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  paddingLeft: vars.space.sm,
});

export const canvas = style({ position: 'relative' });

export const scaled = style({ position: 'absolute', left: 0, top: 0, transformOrigin: '0 0' });

export const snapMarker = style({
  position: 'absolute',
  top: 0,
  width: 1,
  height: 1,
  scrollSnapAlign: 'start',
  pointerEvents: 'none',
});

export const connectors = style({ position: 'absolute', left: 0, top: 0, overflow: 'visible', pointerEvents: 'none' });

export const connector = style({ fill: 'none', stroke: vars.color.borderStrong, strokeWidth: 1.5 });

export const connectorViewer = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 3 });

export const deciderLabel = style({
  position: 'absolute',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.bronze,
});

/** One bracket of a stacked picture (double elimination's winners and losers brackets), placed by the model. */
export const part = style({ position: 'absolute' });

export const partHeader = style({ position: 'absolute', left: 0, height: 52 });

export const partTitle = style({
  position: 'absolute',
  left: 0,
  top: 6,
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const partRoundName = style({
  position: 'absolute',
  top: 30,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const boxHeading = style([deciderLabel, { color: vars.color.primary }]);

globalStyle(`${viewport} [data-match-id]`, { cursor: 'default' });
