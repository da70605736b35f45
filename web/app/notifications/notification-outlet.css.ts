import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/ui/tokens.css.js';

export const outlet = style({ position: 'sticky', top: 0, zIndex: vars.zIndex.banner });
