// JSON answers of 1 KB or more go out compressed when the client accepts it (issue 28), and only then; small answers
// and the server-sent events stream are sent as they are. Requests go through undici's plain request API, which
// (unlike fetch) neither asks for an encoding by itself nor decodes the answer, so the bytes on the wire are seen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { acceptedEncoding } from '../../../server/plugins/json-compression.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { addGame, createPublished, makeOrganizer } from '../tournaments/tournament-kit.js';

describe('the Accept-Encoding choice', () => {
  it('prefers br, falls back to gzip and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('gzip;q=0')).toBeUndefined();
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});

describe.each(testEngines())('JSON compression on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
    const organizer = await server.signUp('compress-organizer@example.com', 'Compressor');
    await makeOrganizer(server, organizer, 'Compression Events');
    await addGame(server, 'chess', 'Chess');
    for (let i = 0; i < 3; i++) await createPublished(server, organizer, { name: `Compressed Cup ${i}` });
  });
  afterAll(async () => {
    await server?.close();
  });

  const list = (acceptEncoding?: string) =>
    request(`${server.baseUrl}/api/v1/tournaments`, {
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the tournament list uncompressed to a client that accepts no encoding', async () => {
    const answer = await list();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    const text = await answer.body.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text)).toHaveLength(3);
    expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('sends it with brotli or gzip, as accepted, holding the same JSON', async () => {
    const plain = JSON.parse(await (await list()).body.text());
    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const brBytes = Buffer.from(await br.body.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(plain);

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const gzipBytes = Buffer.from(await gzip.body.arrayBuffer());
    expect(gzipBytes.length).toBeLessThan(JSON.stringify(plain).length);
    expect(JSON.parse(gunzipSync(gzipBytes).toString())).toEqual(plain);

    const refused = await list('gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    await refused.body.dump();
  });

  it('leaves small answers and the server-sent events stream uncompressed', async () => {
    const small = await request(`${server.baseUrl}/api/v1/tournaments/00000000-0000-4000-8000-000000000000`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    await small.body.dump();

    const controller = new AbortController();
    const events = await request(`${server.baseUrl}/api/v1/tournaments/events`, {
      headers: { 'accept-encoding': 'gzip, br' },
      signal: controller.signal,
    });
    expect(events.statusCode).toBe(200);
    expect(String(events.headers['content-type'])).toMatch(/^text\/event-stream/);
    expect(events.headers['content-encoding']).toBeUndefined();
    controller.abort();
    await events.body.dump().catch(() => undefined);
  });
});
