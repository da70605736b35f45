// A fetch that serves requests for our own built-in services (the identity provider, the dev chain) through
// Fastify's inject, so the server never needs to reach its own public URL over the network.
//
// A request made while the app is still booting (a job the queue picked up at start-up, paying prizes from the
// dev chain) waits for the boot to finish instead of starting it: inject() calls ready() itself, and a ready()
// begun from inside the boot, while plugins were still loading, left Fastify's ready hanging for good on a
// loaded machine (the server never listened after a restart in the crash test).
import type { FastifyInstance } from 'fastify';

const booted = new WeakMap<FastifyInstance, Promise<void>>();

/** Resolves once `app` has booted (its onReady hooks run), without starting the boot. Call it while building. */
function whenBooted(app: FastifyInstance): Promise<void> {
  let promise = booted.get(app);
  if (!promise) {
    promise = new Promise<void>((resolve) => app.addHook('onReady', async () => resolve()));
    booted.set(app, promise);
  }
  return promise;
}

export function inProcessFetch(app: FastifyInstance, baseUrl: string) {
  const base = new URL(baseUrl);
  const ready = whenBooted(app);
  return async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (url.origin !== base.origin) return fetch(input, init);
    await ready;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    let payload: string | Buffer | undefined;
    const body = init?.body;
    if (body instanceof URLSearchParams) {
      payload = body.toString();
      headers['content-type'] ??= 'application/x-www-form-urlencoded;charset=UTF-8';
    } else if (typeof body === 'string') payload = body;
    else if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) payload = Buffer.from(body as ArrayBuffer);
    headers.host = url.host;
    headers['x-forwarded-proto'] = url.protocol.replace(':', '');
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const hasBody = ![204, 304].includes(response.statusCode);
    return new Response(hasBody ? new Uint8Array(response.rawPayload) : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
