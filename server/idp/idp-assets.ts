// Static files of the identity provider's pages, served from memory under /idp/assets. Same-origin files
// rather than inline <style>/<script>, so a Content-Security-Policy of 'self' allows them.
import type { FastifyInstance } from 'fastify';
import { IDP_STYLESHEET } from './pages/page-layout.js';

const SIGN_OUT_SCRIPT = "document.getElementById('op.logoutForm')?.submit();\n";

export function registerIdpAssets(app: FastifyInstance): void {
  const serve = (path: string, type: string, content: string) =>
    app.get(path, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(type).header('cache-control', 'public, max-age=3600').send(content),
    );
  serve('/assets/idp.css', 'text/css; charset=utf-8', IDP_STYLESHEET);
  serve('/assets/sign-out.js', 'text/javascript; charset=utf-8', SIGN_OUT_SCRIPT);
}
