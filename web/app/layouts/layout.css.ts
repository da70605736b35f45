import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../src/ui/tokens.css.js';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1600,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [minWidth('sm')]: { padding: `${vars.space.xxl} ${vars.space.xl}` },
    [minWidth('xl')]: { maxWidth: 2000 },
  },
  selectors: { '&:focus': { outline: 'none' } },
});

export const bareMain = style({ flex: 1, width: '100%', selectors: { '&:focus': { outline: 'none' } } });
