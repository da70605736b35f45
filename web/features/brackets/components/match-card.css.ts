// A duel's two sides as a compact card: the bracket picture places these absolutely, the rounds lists stack them.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const card = style({
  boxSizing: 'border-box',
  // The stream mark's reference in lists; `positioned` (declared later, so it wins) places cards in the picture.
  position: 'relative',
  display: 'grid',
  gridTemplateRows: '1fr 1fr',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // No overflow clipping: a rounded clip per card is costly to paint when a zoomed-out bracket shows hundreds
  // of them; the rows round their own corners instead.
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
  selectors: {
    '&[data-live="true"]': { borderLeft: `3px solid ${vars.color.accent}` },
    '&[data-disputed="true"]': { borderLeft: `3px solid ${vars.color.warning}` },
    // The viewer's own path through the bracket.
    '&[data-viewer="true"]': { borderColor: vars.color.primary, boxShadow: vars.shadow.glow },
    // A losers-bracket match between two byes is never played: kept in its place, faded.
    '&[data-void="true"]': { opacity: 0.4, borderStyle: 'dashed' },
  },
});

// Its size is fixed by the layout: the browser never lays out or paints beyond the card for it.
export const positioned = style({ position: 'absolute', contain: 'strict' });

export const side = style({
  display: 'grid',
  gridTemplateColumns: '2.2em minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  minHeight: 28,
  color: vars.color.textMuted,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    '&:first-child': { borderTopLeftRadius: vars.radius.md, borderTopRightRadius: vars.radius.md },
    '&:last-child': { borderBottomLeftRadius: vars.radius.md, borderBottomRightRadius: vars.radius.md },
    '&[data-winner="true"]': {
      color: vars.color.text,
      fontWeight: vars.fontWeight.bold,
      background: vars.color.surfaceRaised,
    },
    '&[data-empty="true"]': { fontStyle: 'italic', opacity: 0.75 },
    '&[data-viewer="true"]': { color: vars.color.text, background: 'rgba(124, 58, 237, 0.22)' },
    // Compact cards (zoomed far out): a winner is a bright bar, the viewer's side a violet one.
    [`[data-compact="true"] > &[data-winner="true"]`]: { background: vars.color.success, opacity: 0.8 },
    [`[data-compact="true"] > &[data-viewer="true"]`]: { background: vars.color.primary },
  },
});

export const seed = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const score = style({
  minWidth: '1.6em',
  textAlign: 'right',
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${side}[data-winner="true"] &`]: { color: vars.color.success } },
});

/** The stream or VOD link of a match (issue 26 §3): a small play mark in the card's top right corner. */
export const stream = style({
  position: 'absolute',
  top: 2,
  right: 4,
  fontSize: 11,
  lineHeight: 1,
  textDecoration: 'none',
  color: vars.color.accent,
});
