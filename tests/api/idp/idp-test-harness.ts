// Test harness for the built-in identity provider: a real Fastify app whose only plugin is the provider,
// listening on 127.0.0.1, plus a tiny browser (cookie jar + manual redirects) driving it with fetch.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { createIdentityProvider, type IdentityProvider } from '../../../server/idp/identity-provider.js';
import { createHash } from 'node:crypto';
import { systemClock, type Clock } from '../../../server/clock.js';
import { DevMailboxMailer } from '../../../server/mail/dev-mailbox-mailer.js';

export interface RunningIdp {
  origin: string;
  issuer: string;
  resource: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  idp: IdentityProvider;
  app: FastifyInstance;
  /** Replaces provider and app by fresh instances on the same database and address (a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** `clock`: what the provider reads as now (its tokens' issue times, its storage's expiry). */
export async function startIdp(db: Kysely<Database>, clock: Clock = systemClock): Promise<RunningIdp> {
  // Listen first so the issuer (which contains the port) is known before the provider is created.
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const running = {
    origin,
    issuer: `${origin}/idp`,
    resource: `${origin}/api`,
    redirectUri: `${origin}/`,
    postLogoutRedirectUri: `${origin}/tournaments`,
  };

  async function boot() {
    const idp = await createIdentityProvider({
      db,
      issuer: running.issuer,
      redirectUris: [running.redirectUri],
      postLogoutRedirectUris: [running.postLogoutRedirectUri],
      resource: running.resource,
      accessTokenTtlSeconds: 300,
      now: () => new Date(clock.now()),
      mailer: new DevMailboxMailer(db, 'arena@example.test'),
      afterEmailVerifiedUrl: `${origin}/my-profile?emailVerified=1`,
    });
    const app = Fastify({ logger: false });
    await app.register(idp.plugin, { prefix: '/idp' });
    await app.ready();
    server.removeAllListeners('request');
    server.on('request', (req, res) => app.routing(req, res));
    return { idp, app };
  }

  let current = await boot();
  return {
    ...running,
    get idp() {
      return current.idp;
    },
    get app() {
      return current.app;
    },
    async restart() {
      const previous = current;
      current = await boot();
      await previous.app.close();
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await current.app.close();
    },
  };
}

/** fetch with a cookie jar that honours cookie paths and deletions, never following redirects itself. */
export class TestBrowser {
  private readonly cookies = new Map<string, { name: string; value: string; path: string }>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies.values()]
      .filter((c) => target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) this.store(line);
    return response;
  }

  get(url: string) {
    return this.request(url);
  }

  postForm(url: string, fields: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * Follows redirects while they stay under /idp, like a browser would, including oidc-provider's self-submitting
   * "Submitting Callback" forms (used when the signed-in account changes); returns the last response and URL,
   * which is the first location outside /idp when there is one.
   */
  async follow(
    url: string,
    origin: string,
    first?: Response,
  ): Promise<{ response: Response; url: string; visited: string[] }> {
    let response = first ?? (await this.get(url));
    let current = url;
    const visited = [url];
    for (let hops = 0; hops < 12; hops += 1) {
      if (response.status >= 300 && response.status < 400) {
        const next = new URL(response.headers.get('location') ?? '', current).toString();
        current = next;
        visited.push(next);
        if (!next.startsWith(`${origin}/idp`)) return { response, url: next, visited };
        response = await this.get(next);
        continue;
      }
      if (response.status === 200 && (response.headers.get('content-type') ?? '').includes('html')) {
        const html = await response.clone().text();
        if (html.includes('<title>Submitting Callback</title>')) {
          const form = readForm(html);
          current = new URL(form.action, current).toString();
          visited.push(current);
          response = await this.postForm(current, form.fields);
          continue;
        }
      }
      break;
    }
    return { response, url: current, visited };
  }

  private store(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator);
    const value = pair.slice(separator + 1);
    const pathAttribute = attributes.find((a) => a.toLowerCase().startsWith('path='));
    const path = pathAttribute ? pathAttribute.slice(5) : '/';
    const expired =
      attributes.some((a) => /^expires=.*1970/i.test(a)) || attributes.some((a) => /^max-age=0$/i.test(a));
    const key = `${name};${path}`;
    if (expired || value === '') this.cookies.delete(key);
    else this.cookies.set(key, { name, value, path });
  }
}

export async function discover(running: RunningIdp): Promise<oidc.Configuration> {
  return oidc.discovery(new URL(running.issuer), running.idp.clientId, running.idp.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
}

/** The `action` of the page's first form and its hidden inputs. */
export function readForm(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    const value = /value="([^"]*)"/.exec(match[0])?.[1];
    if (name) fields[name] = value ?? '';
  }
  return { action: action.replace(/&amp;/g, '&'), fields };
}

export function fieldError(html: string, field: string): string | undefined {
  return new RegExp(`id="field-${field}-error" role="alert">([^<]*)<`).exec(html)?.[1];
}

export function inputValue(html: string, field: string): string | undefined {
  return new RegExp(`id="field-${field}"[^>]*value="([^"]*)"`).exec(html)?.[1];
}

export function alertText(html: string): string | undefined {
  return /class="alert" role="alert">([^<]*)</.exec(html)?.[1];
}

/** The provider requires PKCE (S256) of every client: one fixed pair is enough for these tests. */
export const PKCE_VERIFIER = 'arena-test-pkce-verifier-0123456789-abcdefghijklmnop';
export const PKCE_PARAMS = {
  code_challenge: createHash('sha256').update(PKCE_VERIFIER).digest('base64url'),
  code_challenge_method: 'S256',
};
