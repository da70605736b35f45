// Swiss pairings and FFA lobbies: one section per round, side by side where the screen allows.
import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const rounds = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' } },
});

export const round = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  // Long tournaments: rounds off screen skip layout and paint until scrolled to.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 600px',
});

export const roundHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const roundTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const roundStatus = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const lobbies = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const lobby = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: { '&[data-viewer="true"]': { borderColor: vars.color.primary, boxShadow: vars.shadow.glow } },
});

export const lobbyTitle = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.surfaceRaised,
  display: 'flex',
  justifyContent: 'space-between',
});

export const lobbyTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const lobbyCell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  selectors: { '&[data-numeric="true"]': { textAlign: 'right', fontFamily: vars.font.mono, whiteSpace: 'nowrap' } },
});

export const lobbyHeadCell = style([
  lobbyCell,
  { color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium },
]);

export const lobbyRow = style({
  selectors: { '&[data-viewer="true"]': { background: 'rgba(124, 58, 237, 0.22)', fontWeight: vars.fontWeight.bold } },
});

export const lobbyName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: 0,
  width: '100%',
});
