import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/ui/tokens.css.js';

export const text = style({ color: vars.color.textMuted, marginTop: 0, marginBottom: vars.space.xl });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
