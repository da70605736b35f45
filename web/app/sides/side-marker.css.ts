// A side's small disc: the first side light, the second dark (White/Black, Blue/Red read the same way).
import { style } from '@vanilla-extract/css';
import { vars } from '../../../src/ui/tokens.css.js';

export const marker = style({
  display: 'inline-block',
  width: 10,
  height: 10,
  flex: 'none',
  borderRadius: '50%',
  border: `1px solid ${vars.color.textMuted}`,
  marginRight: 6,
  verticalAlign: 'middle',
  selectors: {
    '&[data-side="FIRST"]': { background: '#f4f1e8' },
    '&[data-side="SECOND"]': { background: '#1c1a17' },
  },
});

export const labelled = style({ display: 'inline-flex', alignItems: 'center', gap: 4 });
