// Issue 16 §3, the first load of the web app as served: compressed copies written at build time and chosen
// by Accept-Encoding, hashed assets cached for a year, index.html (also as the single-page-app fallback)
// revalidated on every use, and a first visit of /tournaments that loads its own page only.
import { request } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT } from '../../support/server-process.js';
import { launchBrowser, type TestBrowser } from '../support/browser.js';
import { ensureWebBuild } from '../support/web-build.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { ROUTE_BUDGETS } from '../../../web/build/route-budgets.js';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Bytes as sent on the wire (not decompressed). */
  bytes: number;
}

function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
    })
      .on('error', reject)
      .end();
  });
}

const entryScript = () => {
  const html = readFileSync(join(REPOSITORY_ROOT, 'web/dist/index.html'), 'utf8');
  return /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1];
};

describe('first load of the web app', () => {
  let server: TestServer;
  let browser: TestBrowser;

  beforeAll(async () => {
    await ensureWebBuild();
    server = await startTestServer('pglite');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('sends hashed scripts compressed as the browser accepts them, cached immutably for a year', async () => {
    const url = `${server.baseUrl}${entryScript()}`;
    const plain = await get(url);
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    for (const response of [plain, brotli, gzip]) {
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    }
    console.log(
      `[first-load] entry script on the wire: ${plain.bytes} B raw, ${gzip.bytes} B gzip, ${brotli.bytes} B brotli`,
    );
    expect(brotli.bytes).toBeLessThan(plain.bytes / 2.5);
    expect(gzip.bytes).toBeLessThan(plain.bytes / 2.5);
  });

  it('never lets a browser use index.html unasked, at / and as the fallback of app paths', async () => {
    for (const path of ['/index.html', '/tournaments', '/tournaments/some-id', '/my-profile']) {
      const page = await get(`${server.baseUrl}${path}`, { 'accept-encoding': 'br' });
      expect(page.status, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/text\/html/);
      expect(page.headers['cache-control'], path).toBe('no-cache');
    }
    // The build manifest is not for browsers: the path falls back to the app page.
    const manifest = await get(`${server.baseUrl}/.vite/manifest.json`);
    expect(manifest.headers['content-type']).toMatch(/text\/html/);
  });

  it('a first visit of /tournaments loads its own page chunk only, within its budget', async () => {
    const context = await browser.browser.createBrowserContext();
    const page = await context.newPage();
    const scripts = new Map<string, { wire: number; encoding: string; length: number }>();
    const client = await page.createCDPSession();
    await client.send('Network.enable');
    const urls = new Map<string, string>();
    client.on('Network.responseReceived', (event) => {
      if (event.type !== 'Script') return;
      const headers = event.response.headers;
      urls.set(event.requestId, event.response.url);
      scripts.set(event.response.url, {
        wire: 0,
        encoding: headers['content-encoding'] ?? '',
        length: Number(headers['content-length']),
      });
    });
    client.on('Network.loadingFinished', (event) => {
      const url = urls.get(event.requestId);
      if (url) scripts.get(url)!.wire = event.encodedDataLength;
    });
    await page.goto(`${server.baseUrl}/tournaments`, { waitUntil: 'networkidle0' });
    await page.waitForSelector('h1');

    const names = [...scripts.keys()].map((url) => new URL(url).pathname.split('/').pop()!);
    expect(names.some((name) => name.startsWith('tournaments-page-'))).toBe(true);
    for (const other of [
      'create-tournament-page-',
      'admin-management-page-',
      'my-organization-page-',
      'my-profile-page-',
    ]) {
      expect(names.filter((name) => name.startsWith(other))).toEqual([]);
    }
    // Files under 1 KB have no compressed copy (web/build/precompress-plugin.ts): not worth their headers.
    const uncompressed = [...scripts].filter(([, script]) => script.encoding !== 'br' && script.length >= 1024);
    expect(uncompressed).toEqual([]);
    // The JavaScript as sent (brotli bodies, Content-Length) against the route's budget, which the build checks
    // in gzip (check-route-budgets.ts); response headers (~1 KB of security headers per file) are not JavaScript
    // and are printed beside it.
    const body = [...scripts.values()].reduce((sum, script) => sum + script.length, 0);
    const wire = [...scripts.values()].reduce((sum, script) => sum + script.wire, 0);
    console.log(
      `[first-load] /tournaments: ${scripts.size} scripts, ${(body / 1024).toFixed(1)} KB of JavaScript (brotli), ` +
        `${(wire / 1024).toFixed(1)} KB on the wire with headers`,
    );
    const budget = ROUTE_BUDGETS.find((entry) => entry.route === '/tournaments')!;
    expect(body).toBeGreaterThan(0);
    expect(body).toBeLessThan(budget.maxGzipBytes);
    await context.close();
  });
});
