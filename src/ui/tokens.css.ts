// Arena design tokens: one theme contract (the names) and the dark theme (the values). The web app and the
// wallet popup both read `vars`; a future light theme only has to fill the same contract.
import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceHover: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    textOnPrimary: null,
    primary: null,
    primaryHover: null,
    accent: null,
    focusRing: null,
    danger: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    success: null,
    infoSurface: null,
    gold: null,
    silver: null,
    bronze: null,
    rankText: null,
    overlay: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, body: null },
  shadow: { card: null, raised: null, glow: null },
  zIndex: { nav: null, banner: null, modal: null },
  duration: { fast: null, normal: null },
});

// Contrast was checked for AA: text on background/surface ≥ 7:1, muted text ≥ 4.5:1, white on primary ≥ 5.7:1.
createGlobalTheme(':root', vars, {
  color: {
    background: '#0a0c14',
    surface: '#131725',
    surfaceRaised: '#1b2032',
    surfaceHover: '#242a40',
    border: '#2a3149',
    borderStrong: '#3d4666',
    text: '#eef0f8',
    textMuted: '#a3abc4',
    textOnPrimary: '#ffffff',
    primary: '#7c3aed',
    primaryHover: '#6d28d9',
    accent: '#22d3ee',
    focusRing: '#5eead4',
    danger: '#fca5a5',
    dangerSurface: '#4c1420',
    warning: '#fcd34d',
    warningSurface: '#47330a',
    success: '#6ee7b7',
    infoSurface: '#1e2a4a',
    gold: '#f5c542',
    silver: '#c3cad8',
    bronze: '#d08a4a',
    rankText: '#111321',
    overlay: 'rgba(4, 6, 12, 0.78)',
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    body: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
    heading: '"Rajdhani", "Segoe UI", Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
    mono: '"JetBrains Mono", ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 4vw + 1rem, 3.25rem)',
  },
  fontWeight: { regular: '400', medium: '600', bold: '700' },
  lineHeight: { tight: '1.2', body: '1.55' },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 16px rgba(0, 0, 0, 0.25)',
    raised: '0 12px 40px rgba(0, 0, 0, 0.55)',
    glow: '0 0 0 1px rgba(124, 58, 237, 0.6), 0 8px 30px rgba(124, 58, 237, 0.25)',
  },
  zIndex: { nav: '10', banner: '20', modal: '100' },
  duration: { fast: '120ms', normal: '200ms' },
});

/** Layout breakpoints of SPEC §9, in px. */
export const breakpoints = {
  xxs: 300,
  xs: 500,
  sm: 728,
  md: 1208,
  lg: 1638,
  xl: 2208,
  xxl: 3108,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** Media query for "this breakpoint and wider", for vanilla-extract `@media` blocks. */
export function minWidth(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/** Below this width the app shows the small-screen top bar and menu modal instead of the desktop bar. */
export const DESKTOP_NAV_BREAKPOINT: Breakpoint = 'md';
