// The Arena mark, drawn once: the web app's navigation (web/app/navigation/logo.tsx) and the identity
// provider's server-rendered sign-in pages (server/idp/pages) both paint it from here, so they never differ.

export const ARENA_LOGO = {
  viewBox: '0 0 32 32',
  gradientFrom: '#7c3aed',
  gradientTo: '#22d3ee',
  /** The outer triangle, filled with the gradient. */
  outerPath: 'M16 2 30 28H2Z',
  /** The inner cut-out, in the page background colour. */
  innerPath: 'M16 12 22 24H10Z',
  innerFill: '#0a0c14',
  wordMark: 'ARENA',
} as const;

/** The mark as SVG markup, for pages rendered as text. `gradientId` must be unique within the page. */
export function arenaLogoSvg(gradientId: string, size = 28): string {
  const logo = ARENA_LOGO;
  return (
    `<svg width="${size}" height="${size}" viewBox="${logo.viewBox}" aria-hidden="true" xmlns="http://www.w3.org/2000/svg">` +
    `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${logo.gradientFrom}"/><stop offset="1" stop-color="${logo.gradientTo}"/></linearGradient></defs>` +
    `<path d="${logo.outerPath}" fill="url(#${gradientId})"/><path d="${logo.innerPath}" fill="${logo.innerFill}"/></svg>`
  );
}
