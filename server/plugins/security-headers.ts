// helmet's security headers (Content-Security-Policy and the rest) on every response. helmet(options) works
// out its header values once; the @fastify/helmet plugin called helmet(options) again on every request, which
// was 3 % of a registration's CPU in the registration-rush profile, so the middleware is built once here.
// Pages under a framable prefix (the embeddable bracket, /embed/*) may be put in any site's iframe: they get
// `frame-ancestors *` and no X-Frame-Options; every other response keeps forbidding framing (clickjacking).
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function installSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions,
  framablePrefixes: readonly string[] = [],
) {
  const setHeaders = helmet(options);
  const setFramableHeaders = helmet(framableOptions(options));
  app.addHook('onRequest', (request, reply, done) => {
    const set = isFramable(request.url, framablePrefixes) ? setFramableHeaders : setHeaders;
    set(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}

/** The same headers, except that any site may frame the page. */
function framableOptions(options: HelmetOptions): HelmetOptions {
  const csp = options.contentSecurityPolicy;
  const base = typeof csp === 'object' ? csp : {};
  const overrides: HelmetOptions = {
    xFrameOptions: false,
    contentSecurityPolicy: { ...base, directives: { ...base.directives, frameAncestors: ['*'] } },
  };
  // HelmetOptions is a union (hsts / strictTransportSecurity aliases) too complex to check a merge against.
  return Object.assign({}, options, overrides) as HelmetOptions;
}

export function isFramable(url: string, prefixes: readonly string[]): boolean {
  const path = url.split('?')[0] ?? '';
  // A dot segment ("/embed/../x", also percent-encoded) could name another page: never framable.
  if (/\/(\.|%2e)/i.test(path)) return false;
  return prefixes.some((prefix) => path.startsWith(prefix));
}
