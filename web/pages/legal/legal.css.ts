import { style } from '@vanilla-extract/css';
import { minWidth, vars } from '../../../src/ui/tokens.css.js';

export const page = style({
  flex: 1,
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  marginBottom: vars.space.xxl,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xxl,
  gridTemplateColumns: '1fr',
  '@media': { [minWidth('md')]: { gridTemplateColumns: '260px minmax(0, 1fr)' } },
});

export const toc = style({
  alignSelf: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': { [minWidth('md')]: { position: 'sticky', top: vars.space.lg } },
});

export const tocTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.sm });

export const tocList = style({ margin: 0, paddingLeft: vars.space.lg, lineHeight: 2 });

export const document = style({
  padding: vars.space.xl,
  marginBottom: vars.space.xxl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  scrollMarginTop: vars.space.lg,
  maxWidth: 860,
});

export const documentTitle = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.xs });

export const updated = style({ color: vars.color.textMuted, marginTop: 0, fontSize: vars.fontSize.sm });

export const heading = style({ fontSize: vars.fontSize.lg, marginTop: vars.space.xl, marginBottom: vars.space.sm });

export const text = style({ color: vars.color.text, margin: `0 0 ${vars.space.md}` });

export const list = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.xl });
