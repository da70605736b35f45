// Input an attacker crafts rather than a person types: bodies nested thousands of levels deep, paths that are
// not valid percent-encoding, over-long ids. Each gets the SPEC §8 envelope with a catalogue code, never a
// 500 and never Fastify's default body echoing the path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';

const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe.each(testEngines())('hostile input, on %s', (engine) => {
  let server: TestServer;
  let player: Session;

  beforeAll(async () => {
    server = await startTestServer(engine);
    player = await server.signUp('hostile-player@example.com', 'HostilePlayer');
  });
  afterAll(async () => server?.close());

  it('answers JSON-TOO-DEEP for a body nested 5,000 levels on every JSON route', async () => {
    const openapi = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
    };
    const routes = Object.entries(openapi.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody?.content?.['application/json'])
        .map(([method]) => ({
          method: method.toUpperCase(),
          path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
        })),
    );
    expect(routes.length).toBeGreaterThan(10);
    for (const { method, path } of routes) {
      for (const body of [deepObject(5000), deepArray(5000)]) {
        const response = await fetch(`${server.baseUrl}${path}`, {
          method,
          headers: { ...player.headers, 'content-type': 'application/json' },
          body,
        });
        expect({ method, path, status: response.status, body: await response.json() }).toEqual({
          method,
          path,
          status: 400,
          body: { statusCode: 400, message: 'JSON-TOO-DEEP' },
        });
      }
    }
  });

  it('reads a body up to 64 levels deep as usual', async () => {
    const extra = deepObject(62).replace(/^\{"a":/, '{"nickname":"HostilePlayer","extra":');
    const response = await server.api('/users/current', {
      method: 'PUT',
      session: player,
      headers: { 'content-type': 'application/json' },
      body: extra,
    });
    expect((await response.json()).message).not.toBe('JSON-TOO-DEEP');
    const deeper = deepObject(65).replace(/^\{"a":/, '{"nickname":"HostilePlayer","extra":');
    const refused = await server.api('/users/current', {
      method: 'PUT',
      session: player,
      headers: { 'content-type': 'application/json' },
      body: deeper,
    });
    expect(await refused.json()).toEqual({ statusCode: 400, message: 'JSON-TOO-DEEP' });
  });

  it('answers a path that is not valid percent-encoding with the envelope, without echoing it', async () => {
    for (const path of ['/api/v1/teams/%ff%fe', '/api/v1/tournaments/%E0%A4%A']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      const text = await response.text();
      expect(response.status).toBe(400);
      expect(JSON.parse(text)).toEqual({ statusCode: 400, message: 'BAD-REQUEST' });
    }
  });

  it('answers an over-long id with NOT-FOUND, without echoing it', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/teams/${'a'.repeat(300)}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'NOT-FOUND' });
  });

  it('answers a bad path under the dev chain in the node error shape', async () => {
    const response = await fetch(`${server.baseUrl}/v1/chain/%ff%fe`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, error: { code: 3200006, name: 'invalid_http_request' } });
  });
});
