// Document-wide rules every Arena surface needs once: box sizing, the dark canvas, and a focus ring that is
// always visible for keyboard users.
import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css.js';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', { colorScheme: 'dark', WebkitTextSizeAdjust: '100%' });

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: 0,
  letterSpacing: '0.01em',
});

globalStyle('a', { color: vars.color.accent });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('img', { maxWidth: '100%' });

// People who ask the system for less motion get none of our transitions or spinner animation.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// Stream overlays (web/app/layouts/overlay-layout.tsx marks the document): the page is composited over video by a
// browser source, so nothing but the overlay's own plates may paint. Light color-scheme: a dark one makes Chromium
// paint the canvas behind a transparent root dark.
globalStyle('html[data-overlay], html[data-overlay] body', { background: 'transparent', colorScheme: 'light' });
globalStyle('html[data-overlay] body', { minHeight: 0, overflow: 'hidden' });
