// A native file picker in the app's look: its button styled as a secondary button rather than the browser's light
// grey, and the whole control kept inside its panel on a phone (the file name shrinks, never the page).
import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const fileInput = style({
  maxWidth: '100%',
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::file-selector-button': {
      marginRight: vars.space.md,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      borderRadius: vars.radius.md,
      border: `1px solid ${vars.color.borderStrong}`,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      cursor: 'pointer',
      fontFamily: vars.font.body,
    },
  },
});
