// Look of /create-leaderboard/{id}: the sidebar of tabs and actions beside the chosen tab's form.
import { style } from '@vanilla-extract/css';
import { stackedCard } from '../../../../src/ui/card.css.js';
import { minWidth, vars } from '../../../../src/ui/tokens.css.js';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': { [minWidth('md')]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignSelf: 'start',
  minWidth: 0,
});
export const tabList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const tabLink = style({
  width: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
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
    '&[aria-current="page"]': { borderColor: vars.color.primary, background: vars.color.surfaceRaised },
  },
});
export const tabHint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const panel = style([stackedCard, { minWidth: 0 }]);
export const box = style([stackedCard, { gap: vars.space.md }]);
export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  marginBottom: vars.space.xl,
});
export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
});
export const subtitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
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
// From, To and Points side by side even on a phone; Remove goes under them there.
export const rangeRow = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto', gap: vars.space.md } },
});
export const rangeRemove = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  '@media': { [minWidth('sm')]: { gridColumn: 'auto' } },
});
/** The prize pool under the general information: a rule between the two forms of Set up. */
export const divided = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.xl });
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });
export const error = style({ color: vars.color.danger, margin: 0, fontSize: vars.fontSize.sm });
export const success = style({ color: vars.color.success, margin: 0, fontSize: vars.fontSize.sm });
export const actions = style({ display: 'flex', gap: vars.space.md, flexWrap: 'wrap', alignItems: 'center' });
export const privateCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  selectors: { '&[data-on="true"]': { borderColor: vars.color.primary } },
});
/** The card's text: beside the button when there is room, above it on a phone. */
export const privateText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, flex: '1 1 240px' });
export const partnerList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const partnerRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
export const addRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-end', flexWrap: 'wrap' });
export const grow = style({ flex: '1 1 240px' });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const listRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  flexWrap: 'wrap',
});
export const createForm = style([stackedCard, { gap: vars.space.md }]);
