import { describe, expect, it } from 'vitest';
import { firstLoadFiles, measureRoutes, type Manifest } from '../../../web/build/route-budgets.js';

// A build shaped like the real one: an entry with shared chunks, pages loaded on demand.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_paths.js'],
    dynamicImports: ['pages/a.tsx', 'pages/b.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_paths.js': { file: 'assets/paths.js', imports: ['_react.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_paths.js', '_card.css'] },
  '_card.css': { file: 'assets/card.css' },
  'pages/a.tsx': { file: 'assets/a.js', imports: ['_card.js'], dynamicImports: ['pages/b.tsx'] },
  'pages/b.tsx': { file: 'assets/b.js', imports: ['_wallet.js'] },
  '_wallet.js': { file: 'assets/wallet.js' },
};

describe('route first-load budgets', () => {
  it('counts the entry, the page and their static imports once each, never other pages', () => {
    expect(firstLoadFiles(manifest, 'pages/a.tsx').sort()).toEqual([
      'assets/a.js',
      'assets/card.js',
      'assets/index.js',
      'assets/paths.js',
      'assets/react.js',
    ]);
    expect(firstLoadFiles(manifest, 'pages/b.tsx').sort()).toEqual([
      'assets/b.js',
      'assets/index.js',
      'assets/paths.js',
      'assets/react.js',
      'assets/wallet.js',
    ]);
  });

  it('flags a route over its budget and refuses a page the build does not have', () => {
    const size = (file: string) => (file === 'assets/wallet.js' ? 900 : 100);
    const loads = measureRoutes(manifest, size, [
      { route: '/a', page: 'pages/a.tsx', maxGzipBytes: 600 },
      { route: '/b', page: 'pages/b.tsx', maxGzipBytes: 600 },
    ]);
    expect(loads.map((load) => [load.route, load.gzipBytes, load.gzipBytes > load.maxGzipBytes])).toEqual([
      ['/a', 500, false],
      ['/b', 1300, true],
    ]);
    expect(() => firstLoadFiles(manifest, 'pages/gone.tsx')).toThrow(/not a chunk/);
  });
});
