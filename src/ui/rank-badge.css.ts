import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 36,
  height: 36,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
});

export const rankTone = styleVariants({
  gold: [
    base,
    { background: vars.color.gold, color: vars.color.rankText, boxShadow: '0 0 16px rgba(245, 197, 66, 0.35)' },
  ],
  silver: [base, { background: vars.color.silver, color: vars.color.rankText }],
  bronze: [base, { background: vars.color.bronze, color: vars.color.rankText }],
  neutral: [
    base,
    { background: vars.color.surfaceRaised, color: vars.color.text, border: `1px solid ${vars.color.borderStrong}` },
  ],
  none: [
    base,
    { background: 'transparent', color: vars.color.textMuted, border: `1px dashed ${vars.color.borderStrong}` },
  ],
});
