// Look of the public leaderboard pages: the list's cards and filters, the detail's header, prizes, standings
// (rank and name stay in view while the numbers scroll on phones) and linked tournaments.
import { globalStyle, style } from '@vanilla-extract/css';
import { stackedCard } from '../../../../src/ui/card.css.js';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const filters = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap', alignItems: 'flex-end' });
// Full width on a phone, side by side from the small breakpoint.
export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 180,
  flex: '1 1 180px',
  '@media': { [minWidth('sm')]: { maxWidth: 280 } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
});
export const card = style([
  stackedCard,
  {
    height: '100%',
    gap: vars.space.sm,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.primary },
      '&:focus-visible': { borderColor: vars.color.primary },
    },
  },
]);
export const eyebrow = style({
  margin: 0,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});
export const name = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  overflowWrap: 'anywhere',
});
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', flexWrap: 'wrap' });
export const cardTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
});
export const facts = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });
export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
export const factValue = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const header = style([stackedCard, { gap: vars.space.md }]);
export const headerTop = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  '@media': { [minWidth('md')]: { fontSize: vars.fontSize.display } },
});
export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg });
export const prizeList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const prize = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'baseline',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  marginTop: vars.space.xl,
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});
// A phone's panel keeps its width for the standings' columns (issue 26 §5.10): a card's padding from xs up.
// Doubled class: the card's own padding may be loaded after this sheet.
export const panel = style([
  stackedCard,
  {
    gap: vars.space.md,
    minWidth: 0,
    selectors: { '&&': { padding: vars.space.md } },
    '@media': { [minWidth('xs')]: { selectors: { '&&': { padding: vars.space.xl } } } },
  },
]);
export const panelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const toolbar = style({
  display: 'flex',
  gap: vars.space.md,
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});
export const search = style({ flex: '1 1 220px', maxWidth: 360 });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  scrollbarWidth: 'thin',
});
export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.sm });
// On a phone (issue 26 §5.10) every column fits 360 px: tighter cells, short headings and names that wrap; from
// the xs breakpoint the cells breathe and the headings are spelled out.
const wide = minWidth('xs');
const cell = {
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  '@media': { [wide]: { padding: `${vars.space.sm} ${vars.space.md}` } },
} as const;
// The rank column has one width everywhere, so the sticky name column starts exactly where it ends.
const RANK_WIDTH = 60;
export const headCell = style({
  ...cell,
  borderTop: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'right',
  background: vars.color.surface,
});
export const longLabel = style({ display: 'none', '@media': { [wide]: { display: 'inline' } } });
export const shortLabel = style({ '@media': { [wide]: { display: 'none' } } });
export const numeric = style({
  ...cell,
  textAlign: 'right',
  fontFamily: vars.font.mono,
  fontVariantNumeric: 'tabular-nums',
});
export const rankCell = style({
  ...cell,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: vars.color.surface,
  boxSizing: 'border-box',
  width: RANK_WIDTH,
  minWidth: RANK_WIDTH,
  maxWidth: RANK_WIDTH,
  // Room for the widest badge ("20th") at every width.
  padding: `${vars.space.sm} ${vars.space.xs}`,
  '@media': { [wide]: { padding: `${vars.space.sm} ${vars.space.xs}` } },
  textAlign: 'left',
});
export const nameCell = style({
  ...cell,
  position: 'sticky',
  left: RANK_WIDTH,
  zIndex: 1,
  background: vars.color.surface,
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'left',
  boxShadow: `1px 0 0 ${vars.color.border}`,
  '@media': {
    [wide]: {
      padding: `${vars.space.sm} ${vars.space.md}`,
      whiteSpace: 'nowrap',
      maxWidth: 'min(40vw, 280px)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  },
});
export const standingRow = style({});
// The viewer's row: an opaque tint, since the sticky cells must hide what scrolls beneath them.
globalStyle(`${standingRow}[data-viewer="true"] > *`, { background: '#2a1f4a', fontWeight: vars.fontWeight.bold });
/** The pinned copy of the viewer's row above the table, when their row is on another page. */
export const pinned = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: '#2a1f4a',
  border: `1px solid ${vars.color.primary}`,
  fontSize: vars.fontSize.sm,
  flexWrap: 'wrap',
});
export const pinnedName = style({ fontWeight: vars.fontWeight.bold, flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const pager = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
});

export const tournamentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const tournamentItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const link = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { color: vars.color.accent } },
});
