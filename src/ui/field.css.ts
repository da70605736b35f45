// Shared look of labelled form fields (text input, text area, select): label row, control, counter, inline error.
import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const counter = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterOver = style({ color: vars.color.danger });

export const control = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: 40,
  background: vars.color.background,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover': { borderColor: vars.color.textMuted },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.focusRing },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted, opacity: 0.8 },
  },
});

export const textArea = style({ minHeight: 120, resize: 'vertical' });

export const select = style({
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, margin: 0 });
