// profilePictureUrl must not turn the server into a proxy to its own network: every loopback, private or
// mapped IPv6 spelling is refused before anything connects, with the same code as a host that does not
// answer, so the answers cannot be used to scan ports.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { testEngines } from '../../support/test-database.js';
import { freePort, startTestServer, type Session, type TestServer } from '../../support/test-server.js';

describe.each(testEngines())('avatar URLs pointing inside, on %s', (engine) => {
  let server: TestServer;
  let player: Session;
  let picture: Server;
  let picturePort: number;
  let closedPort: number;
  let hits = 0;

  beforeAll(async () => {
    server = await startTestServer(engine);
    player = await server.signUp('ssrf-player@example.com', 'SsrfPlayer');
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    picture = createServer((_request, response) => {
      hits++;
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    });
    picturePort = await freePort();
    closedPort = await freePort();
    await new Promise<void>((resolve) => picture.listen(picturePort, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    picture?.close();
    await server?.close();
  });

  const setAvatar = async (url: string) => {
    const form = new FormData();
    form.append('profilePictureUrl', url);
    const response = await server.api('/users/current/avatar', { session: player, method: 'PUT', body: form });
    return { url, status: response.status, body: await response.json() };
  };

  it('refuses every spelling of a loopback address, and nothing reaches the local server', async () => {
    const hosts = [
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0x7f000001',
      'localhost',
      '[::ffff:7f00:1]',
      '[::ffff:127.0.0.1]',
      '[0:0:0:0:0:ffff:127.0.0.1]',
      '[::127.0.0.1]',
      '[::1]',
      '0.0.0.0',
      '[::]',
    ];
    for (const host of hosts) {
      const url = `http://${host}:${picturePort}/a.png`;
      expect(await setAvatar(url)).toEqual({
        url,
        status: 400,
        body: { statusCode: 400, message: 'AVATAR-URL-UNREACHABLE' },
      });
    }
    expect(hits).toBe(0);
  });

  it('answers an open and a closed port alike', async () => {
    const open = await setAvatar(`http://[::ffff:127.0.0.1]:${picturePort}/a.png`);
    const closed = await setAvatar(`http://[::ffff:127.0.0.1]:${closedPort}/a.png`);
    expect(open.body).toEqual(closed.body);
    expect(open.status).toBe(closed.status);
    expect(hits).toBe(0);
  });

  it('refuses other schemes and private ranges with the same code', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[fd00::1]/a.png',
      'http://10.0.0.1/a.png',
    ]) {
      expect(await setAvatar(url)).toEqual({
        url,
        status: 400,
        body: { statusCode: 400, message: 'AVATAR-URL-UNREACHABLE' },
      });
    }
  });
});
