import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { GENERIC_ERROR_TEXT, ERROR_CATALOGUE } from '../../src/contract/error-catalogue.js';
import { createApiClient, type ApiClientDeps } from '../../web/app/api/api-client.js';
import { ApiError } from '../../web/app/api/api-error.js';
import type { StoredTokens } from '../../web/app/session/token-store.js';

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function setup(location = '/tournaments', responses: Array<Response | Error> = []) {
  let tokens: StoredTokens = { authorization: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' };
  const fetch = vi.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    if (next instanceof Error) throw next;
    return next;
  });
  const deps: ApiClientDeps = {
    fetch: fetch,
    baseUrl: '/api/v1',
    getTokens: () => tokens,
    updateTokens: (partial) => {
      tokens = { ...tokens, ...partial };
    },
    clearTokens: vi.fn(() => {
      tokens = { authorization: null, refreshToken: null, idToken: null };
    }),
    notify: vi.fn(),
    currentLocation: () => location,
    redirect: vi.fn(),
  };
  return { client: createApiClient(deps), deps, fetch, tokens: () => tokens };
}

describe('API client requests', () => {
  it('calls /api/v1 with credentials, JSON and both session headers', async () => {
    const { client, fetch } = setup('/tournaments', [json({ ok: true })]);
    await client.post('/authentication/logout', { idToken: 'x' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/authentication/logout');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify({ idToken: 'x' }));
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer access-1');
    expect(headers.get('refresh_token')).toBe('refresh-1');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('stores refreshed tokens from the newAuthorizationHeader and newRefreshToken response headers', async () => {
    const { client, tokens } = setup('/tournaments', [
      json({ id: 'u' }, 200, { newAuthorizationHeader: 'Bearer access-2', newRefreshToken: 'refresh-2' }),
    ]);
    await client.get('/users/current');
    expect(tokens().authorization).toBe('Bearer access-2');
    expect(tokens().refreshToken).toBe('refresh-2');
    expect(tokens().idToken).toBe('id-1');
  });

  it('leaves the tokens alone when the response carries no new ones', async () => {
    const { client, tokens } = setup('/tournaments', [json({ id: 'u' })]);
    await client.get('/users/current');
    expect(tokens()).toEqual({ authorization: 'access-1', refreshToken: 'refresh-1', idToken: 'id-1' });
  });

  it('validates the body with the given schema', async () => {
    const { client } = setup('/tournaments', [json({ loginUrl: 'http://idp/login' })]);
    await expect(
      client.get('/authentication/login-url', { schema: z.object({ loginUrl: z.string() }) }),
    ).resolves.toEqual({
      loginUrl: 'http://idp/login',
    });
  });

  it('treats a body the contract does not allow as an unexpected error', async () => {
    const { client, deps } = setup('/tournaments', [json({ nope: 1 })]);
    await expect(client.get('/x', { schema: z.object({ loginUrl: z.string() }) })).rejects.toBeInstanceOf(ApiError);
    expect(deps.notify).toHaveBeenCalledWith('error', GENERIC_ERROR_TEXT);
  });
});

describe('API client error policy (SPEC §8)', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('on {loginUrl} on a login route clears the tokens and goes to the login url, without a banner', async () => {
    const { client, deps, tokens } = setup('/my-profile?tab=user-info', [
      json({ statusCode: 401, message: { loginUrl: 'http://localhost:3000/idp/auth?x=1' } }, 401),
    ]);
    const error = await client.get('/users/current').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).loginUrl).toBe('http://localhost:3000/idp/auth?x=1');
    expect(deps.clearTokens).toHaveBeenCalled();
    expect(tokens().authorization).toBeNull();
    expect(deps.redirect).toHaveBeenCalledWith('http://localhost:3000/idp/auth?x=1');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('on {loginUrl} on a non-login route clears the tokens but stays on the page', async () => {
    for (const location of ['/tournaments', '/legal', '/unknown/page', '/profile/abc']) {
      const { client, deps } = setup(location, [
        json({ statusCode: 401, message: { loginUrl: 'http://idp/login' } }, 401),
      ]);
      await expect(client.get('/users/current')).rejects.toBeInstanceOf(ApiError);
      expect(deps.clearTokens).toHaveBeenCalled();
      expect(deps.redirect).not.toHaveBeenCalled();
      expect(deps.notify).not.toHaveBeenCalled();
    }
  });

  it('with formFieldErrors shows no banner and hands the field texts to the form', async () => {
    const { client, deps } = setup('/my-profile', [
      json(
        {
          statusCode: 400,
          message: 'VALIDATION-FAILED',
          formFieldErrors: { nickname: 'Field must have at least 3 characters.' },
        },
        400,
      ),
    ]);
    const error = (await client
      .put('/users/current', { nickname: 'x' })
      .catch((failure: unknown) => failure)) as ApiError;
    expect(error.formFieldErrors).toEqual({ nickname: 'Field must have at least 3 characters.' });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('with a known code shows an error banner with the catalogue text', async () => {
    const { client, deps } = setup('/tournaments', [
      json({ statusCode: 409, message: 'USER-ALREADY-REGISTERED' }, 409),
    ]);
    const error = (await client.post('/x').catch((failure: unknown) => failure)) as ApiError;
    expect(error.code).toBe('USER-ALREADY-REGISTERED');
    expect(error.status).toBe(409);
    expect(deps.notify).toHaveBeenCalledWith('error', ERROR_CATALOGUE['USER-ALREADY-REGISTERED']);
  });

  it('with an unknown code, a non-JSON body or a network failure shows the generic banner', async () => {
    const unknown = setup('/tournaments', [json({ statusCode: 418, message: 'SOMETHING-NEW' }, 418)]);
    await expect(unknown.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(unknown.deps.notify).toHaveBeenCalledWith('error', GENERIC_ERROR_TEXT);

    const html = setup('/tournaments', [new Response('<h1>Bad gateway</h1>', { status: 502 })]);
    await expect(html.client.get('/x')).rejects.toMatchObject({ status: 502 });
    expect(html.deps.notify).toHaveBeenCalledWith('error', GENERIC_ERROR_TEXT);

    const offline = setup('/tournaments', [new TypeError('Failed to fetch')]);
    await expect(offline.client.get('/x')).rejects.toMatchObject({ status: 0 });
    expect(offline.deps.notify).toHaveBeenCalledWith('error', GENERIC_ERROR_TEXT);
  });

  it('does not raise a banner when the caller handles the failure itself', async () => {
    const { client, deps } = setup('/profile/x', [json({ statusCode: 404, message: 'USER-NOT-FOUND' }, 404)]);
    await expect(client.get('/users/current/x', { banner: false })).rejects.toMatchObject({ code: 'USER-NOT-FOUND' });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('stays silent when the request was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const { client, deps } = setup('/tournaments', [new DOMException('aborted', 'AbortError')]);
    await expect(client.get('/x', { signal: controller.signal })).rejects.toThrow();
    expect(deps.notify).not.toHaveBeenCalled();
  });
});
