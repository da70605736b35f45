// Framing (issue 11 §5): the embeddable bracket page may be put in any site's iframe; every other page and
// the API keep forbidding it, so the rest of the app cannot be clickjacked.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

const TOURNAMENT = '6f1c2a9e-4b7d-4c3e-9a51-2d8e7f0b1c34';

/** A GET sent with the path exactly as given (fetch would resolve dot segments first, as browsers do). */
function rawGet(baseUrl: string, path: string): Promise<Record<string, string | string[] | undefined>> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { accept: 'text/html' } }, (response) => {
      response.resume();
      resolve(response.headers);
    });
    req.on('error', reject);
    req.end();
  });
}

function frameAncestors(csp: string | null | undefined): string | undefined {
  return csp
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-ancestors'));
}

describe.each(testEngines())('framing of pages on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => server?.close());

  it('lets any site frame the embeddable bracket page, keeping the rest of the policy', async () => {
    const response = await fetch(`${server.baseUrl}/embed/tournaments/${TOURNAMENT}/brackets`, {
      headers: { accept: 'text/html' },
    });
    const csp = response.headers.get('content-security-policy');
    expect(frameAncestors(csp)).toBe('frame-ancestors *');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('forbids framing of every other page and of the API', async () => {
    for (const path of [
      `/tournaments/${TOURNAMENT}`,
      '/tournaments',
      '/embed',
      '/embedded/tournaments/x/brackets',
      `/api/v1/matches/${TOURNAMENT}/brackets`,
      '/api/v1/disciplines',
    ]) {
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { accept: 'text/html' } });
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(frameAncestors(response.headers.get('content-security-policy')), path).toBe("frame-ancestors 'self'");
    }
  });

  it('does not let a dot segment borrow the exception for another page', async () => {
    for (const path of ['/embed/../tournaments/x', '/embed/%2e%2e/tournaments/x', '/embed/.%2E/my-profile']) {
      const headers = await rawGet(server.baseUrl, path);
      expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
      expect(frameAncestors(headers['content-security-policy'] as string), path).toBe("frame-ancestors 'self'");
    }
  });
});
