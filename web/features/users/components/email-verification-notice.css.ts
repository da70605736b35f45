// Styles of the unverified e-mail notice on Your Profile.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

export const notice = style({
  borderColor: vars.color.warning,
  background: vars.color.warningSurface,
  marginBottom: vars.space.lg,
});
export const text = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.text });
export const sent = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });
