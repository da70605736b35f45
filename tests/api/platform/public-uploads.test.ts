// Public uploads (issue 29 §2): avatars, Uniq media and the like are shown by other origins (Arena Wallet's
// popup, other dApps), so they are served with Cross-Origin-Resource-Policy: cross-origin; the API and
// the pages keep same-origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { isPublicUpload } from '../../../server/storage/public-uploads.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';

describe('public upload folders', () => {
  it('are the picture and metadata folders, never match screenshots or a bare name', () => {
    expect(isPublicUpload('avatars/1b2c.png')).toBe(true);
    expect(isPublicUpload('uniqs/1b2c.gif')).toBe(true);
    expect(isPublicUpload('uniq-metadata/1b2c.json')).toBe(true);
    expect(isPublicUpload('match-screenshots/1b2c.png')).toBe(false);
    expect(isPublicUpload('avatars')).toBe(false);
    expect(isPublicUpload('secret.png')).toBe(false);
  });
});

describe.each(testEngines())('cross-origin reads of uploads on %s', (engine) => {
  let server: TestServer;
  let alice: Session;
  beforeAll(async () => {
    server = await startTestServer(engine);
    alice = await server.signUp('alice@example.com', 'AliceZ');
  });
  afterAll(async () => server?.close());

  it('serves an uploaded avatar cross-origin and API JSON same-origin', async () => {
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c3aed' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('profilePicture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const uploaded = await server.api('/users/current/avatar', { session: alice, method: 'PUT', body: form });
    expect(uploaded.status).toBe(200);
    const { profilePictureURL } = (await uploaded.json()) as { profilePictureURL: string };

    const image = await fetch(`${server.baseUrl}${profilePictureURL}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The other security headers stay.
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');

    const json = await server.api('/chain/info');
    expect(json.status).toBe(200);
    expect(json.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const missing = await fetch(`${server.baseUrl}/uploads/match-screenshots/nothing.png`);
    expect(missing.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});
