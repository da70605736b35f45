// The stream overlays' look (issue 27 §3), sized on the 1920×1080 design grid (design-grid.ts). Text sits on dark
// translucent plates with a shadow: it has to read over any game footage.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';
import { u } from './design-grid.js';

const PLATE = 'rgba(8, 10, 18, 0.84)';
const PLATE_RAISED = 'rgba(28, 32, 52, 0.92)';
const SHADOW = `0 ${u(2)} ${u(6)} rgba(0, 0, 0, 0.9)`;

export const stage = style({
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  color: '#ffffff',
  fontFamily: vars.font.heading,
  textShadow: SHADOW,
  lineHeight: 1.15,
});

export const plate = style({
  background: PLATE,
  borderRadius: u(14),
  boxShadow: `0 ${u(6)} ${u(24)} rgba(0, 0, 0, 0.45)`,
  border: `${u(2)} solid rgba(255, 255, 255, 0.12)`,
});

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const unavailable = style([
  plate,
  {
    position: 'absolute',
    left: '50%',
    top: '50%',
    transform: 'translate(-50%, -50%)',
    padding: `${u(24)} ${u(48)}`,
    fontSize: u(40),
    fontWeight: 700,
  },
]);

// The match scoreboard: across the top of the picture, names outside, scores inside, the round under it.
export const scoreboard = style({
  position: 'absolute',
  top: u(40),
  left: '50%',
  transform: 'translateX(-50%)',
  width: u(1440),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: u(10),
});

export const scoreRow = style([
  plate,
  {
    width: '100%',
    display: 'grid',
    gridTemplateColumns: `minmax(0, 1fr) ${u(130)} ${u(90)} ${u(130)} minmax(0, 1fr)`,
    alignItems: 'stretch',
    overflow: 'hidden',
  },
]);

export const sideName = style({
  ...ellipsis,
  padding: `${u(18)} ${u(32)}`,
  fontSize: u(54),
  fontWeight: 700,
  alignSelf: 'center',
});

export const sideNameLeft = style([sideName, { textAlign: 'right' }]);
export const sideNameRight = style([sideName, { textAlign: 'left' }]);
/** The side's disc (White/Black…) before each name, as on the match cards, at the overlay's scale. */
export const sideDisc = style({
  // Twice the class: wins over the app-sized disc whatever order the two sheets load in.
  selectors: {
    '&&': {
      width: u(34),
      height: u(34),
      marginRight: u(14),
      borderWidth: u(3),
      // The dark side's disc must still read on the dark plate.
      borderColor: 'rgba(255, 255, 255, 0.75)',
      boxShadow: SHADOW,
    },
  },
});

export const score = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: PLATE_RAISED,
  fontSize: u(72),
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const winnerScore = style({ color: vars.color.accent });

export const versus = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: u(32),
  color: 'rgba(255, 255, 255, 0.75)',
  textTransform: 'uppercase',
});

export const metaLine = style([
  plate,
  {
    display: 'flex',
    gap: u(24),
    alignItems: 'center',
    padding: `${u(8)} ${u(28)}`,
    fontSize: u(30),
    fontWeight: 600,
    maxWidth: '100%',
  },
]);

export const metaItem = style({
  ...ellipsis,
  selectors: { '& + &::before': { content: '"·"', marginRight: u(24), color: 'rgba(255, 255, 255, 0.6)' } },
});

export const liveDot = style({
  display: 'inline-block',
  width: u(14),
  height: u(14),
  marginRight: u(10),
  borderRadius: '50%',
  background: '#ef4444',
  verticalAlign: 'middle',
});

// An FFA lobby under the scoreboard's round line: its entrants by points.
export const lobby = style([
  plate,
  { width: u(760), padding: `${u(16)} ${u(24)}`, display: 'flex', flexDirection: 'column', gap: u(8) },
]);

// The bracket: a panel along the bottom, one column per round.
export const bracketPanel = style([
  plate,
  {
    position: 'absolute',
    left: '50%',
    bottom: u(48),
    transform: 'translateX(-50%)',
    maxWidth: u(1824),
    padding: `${u(20)} ${u(28)}`,
    display: 'flex',
    flexDirection: 'column',
    gap: u(16),
  },
]);

export const panelTitle = style({ ...ellipsis, margin: 0, fontSize: u(40), fontWeight: 700 });

export const columns = style({ display: 'flex', gap: u(28), alignItems: 'stretch' });

export const column = style({ display: 'flex', flexDirection: 'column', gap: u(12), width: u(520) });

/** A round's matches share the column's height, so a later round's match sits between the two that feed it. */
export const columnMatches = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-around',
  gap: u(12),
});

export const columnTitle = style({
  ...ellipsis,
  fontSize: u(28),
  fontWeight: 700,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const matchBox = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, 1fr) ${u(64)}`,
  background: PLATE_RAISED,
  borderRadius: u(8),
  border: `${u(3)} solid transparent`,
  overflow: 'hidden',
});

export const focusBox = style({ borderColor: vars.color.accent });

export const boxName = style({ ...ellipsis, padding: `${u(4)} ${u(14)}`, fontSize: u(28), fontWeight: 600 });
export const loserName = style({ color: 'rgba(255, 255, 255, 0.6)' });
export const boxScore = style({
  padding: `${u(4)} ${u(10)}`,
  fontSize: u(28),
  fontWeight: 700,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  background: 'rgba(0, 0, 0, 0.3)',
});

// The standings: a table down the left of the picture.
export const standingsPanel = style([
  plate,
  {
    position: 'absolute',
    left: u(64),
    top: u(64),
    width: u(760),
    padding: `${u(20)} ${u(28)}`,
    display: 'flex',
    flexDirection: 'column',
    gap: u(10),
  },
]);

export const standingsTable = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' });

export const standingsHead = style({
  fontSize: u(22),
  fontWeight: 600,
  color: 'rgba(255, 255, 255, 0.7)',
  textTransform: 'uppercase',
  textAlign: 'right',
  padding: `${u(4)} ${u(8)}`,
});
export const rankHead = style([standingsHead, { width: u(72), textAlign: 'left' }]);
export const nameHead = style([standingsHead, { textAlign: 'left' }]);
export const numberHead = style([standingsHead, { width: u(120) }]);

export const standingsRow = style({ borderTop: `${u(2)} solid rgba(255, 255, 255, 0.1)` });

export const rankCell = style({ width: u(72), padding: `${u(6)} ${u(8)}`, fontSize: u(34), fontWeight: 700 });
export const nameCell = style({ ...ellipsis, padding: `${u(6)} ${u(8)}`, fontSize: u(34), fontWeight: 600 });
export const numberCell = style({
  width: u(120),
  padding: `${u(6)} ${u(8)}`,
  fontSize: u(32),
  fontWeight: 700,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
});
