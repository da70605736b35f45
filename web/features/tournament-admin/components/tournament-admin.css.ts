// Look of the organizer's tournament screens: sidebar layout, section forms, rows of repeated fields.
import { style } from '@vanilla-extract/css';
import { stackedCard } from '../../../../src/ui/card.css.js';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [minWidth('md')]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});
export const sidebar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignSelf: 'start' });
export const sectionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const sectionLink = style({
  width: '100%',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="step"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
  },
});
export const panel = stackedCard;
export const panelHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const panelTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
});
export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.md, flexWrap: 'wrap' });
export const selectField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  minWidth: 0,
});
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });
export const success = style({ color: vars.color.success, margin: 0 });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'center' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const tournamentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const tournamentRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});
export const gameGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
});
export const gameChoice = style({
  width: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised } },
});
export const gameArt = style({ width: 64, height: 64, objectFit: 'cover', borderRadius: vars.radius.md });
export const preview = style({ maxWidth: 240, maxHeight: 120, objectFit: 'cover', borderRadius: vars.radius.md });
export const publishBox = style([stackedCard, { gap: vars.space.md }]);
/** A wide table scrolls sideways inside its panel on a phone instead of widening the page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
export const eventList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
