import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: 1.2,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const buttonVariant = styleVariants({
  primary: [
    base,
    {
      background: vars.color.primary,
      color: vars.color.textOnPrimary,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
    },
  ],
  ghost: [
    base,
    {
      background: 'transparent',
      color: vars.color.text,
      selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceHover } },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.dangerSurface,
      color: vars.color.danger,
      borderColor: vars.color.danger,
      selectors: { '&:hover:not(:disabled)': { background: '#5e1828' } },
    },
  ],
});

export const buttonSize = styleVariants({
  sm: { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm, minHeight: 32 },
  md: { padding: `${vars.space.sm} ${vars.space.lg}`, fontSize: vars.fontSize.md, minHeight: 40 },
  lg: { padding: `${vars.space.md} ${vars.space.xl}`, fontSize: vars.fontSize.lg, minHeight: 48 },
});

export const fullWidth = style({ width: '100%' });
