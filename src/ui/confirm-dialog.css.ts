import { style } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
