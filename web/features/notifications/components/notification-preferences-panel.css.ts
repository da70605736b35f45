import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  background: vars.color.surface,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const help = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const kindHeading = style({ textAlign: 'left', paddingBottom: vars.space.sm });

export const kind = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const channel = style({
  textAlign: 'center',
  width: '6.5rem',
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 480px)': { width: '4.5rem' } },
});

export const box = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.primary, cursor: 'pointer' });
