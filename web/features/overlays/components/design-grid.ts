// The overlays are drawn on a 1920×1080 design grid scaled to the browser source: `u(n)` is n pixels of that grid in
// the source's own pixels, so the same page fits a 1920×1080 or a 1280×720 source (another shape keeps the grid
// whole, as if letterboxed). CSS only: no resize listener to miss.
export const u = (n: number) => `calc(${n} * min(100vw / 1920, 100vh / 1080))`;
