import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

const base = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: '1px solid',
  fontSize: vars.fontSize.sm,
});

export const bannerType = styleVariants({
  error: [base, { background: vars.color.dangerSurface, borderColor: vars.color.danger, color: vars.color.text }],
  warning: [base, { background: vars.color.warningSurface, borderColor: vars.color.warning, color: vars.color.text }],
  message: [base, { background: vars.color.infoSurface, borderColor: vars.color.accent, color: vars.color.text }],
});

export const text = style({ flex: 1, margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const kind = style({ fontWeight: vars.fontWeight.bold, marginRight: vars.space.sm });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexShrink: 0 });

export const position = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
  minWidth: 40,
  textAlign: 'center',
});

export const iconButton = style({
  width: 32,
  height: 32,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'transparent',
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: 16,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceHover },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});
