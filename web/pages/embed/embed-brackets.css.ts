// The embeddable bracket page fills whatever frame it is put in: a slim title bar, then the picture.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/ui/tokens.css.js';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100vh',
  padding: vars.space.sm,
  boxSizing: 'border-box',
  overflow: 'auto',
});

export const titleBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const source = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, whiteSpace: 'nowrap' });
