// helmet's security headers (Content-Security-Policy and the rest) on every response. helmet(options) works
// out its header values once; the @fastify/helmet plugin called helmet(options) again on every request, which
// was 3 % of a registration's CPU in the registration-rush profile, so the middleware is built once here.
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

export function installSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const setHeaders = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
