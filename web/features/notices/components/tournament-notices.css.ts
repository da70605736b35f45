import { style } from '@vanilla-extract/css';
import { vars } from '../../../../src/ui/tokens.css.js';

// Inline on the tournament page (the banner itself is made for the page's top edge): apart from the match card
// or the tabs below it, as the match card is from the tabs.
export const notices = style({ marginBottom: vars.space.xl });
