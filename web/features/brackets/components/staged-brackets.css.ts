// The stage switcher of a multi-stage event and what an upcoming stage says.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const stages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

// The stage tabs' names are long ("Stage 2 · Double elimination"): on a phone they wrap rather than push the
// selected stage out of view (only this switcher's own tabs, not the group tabs inside a stage).
globalStyle(`${stages} > div > [role="tablist"] > [role="tab"]`, {
  whiteSpace: 'normal',
  flex: '0 1 auto',
  minWidth: 0,
  textAlign: 'left',
});

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const notice = style({ margin: 0, fontSize: vars.fontSize.md });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const subheading = style({
  fontSize: vars.fontSize.sm,
  margin: 0,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
});

export const qualified = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const qualifiedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});
