// Binds every sign-in to the browser that started it (OAuth 2.0 Security BCP: state + PKCE), without server
// state: the browser holds a random key in an httpOnly cookie; a login's `state` carries a MAC under that
// key, and its PKCE verifier is derived from the key too. A code brought back by another browser (an
// attacker's link) fails the state check and is never exchanged; the verifier never leaves the server.
// Any server process can check any login, and the key is created once per browser (on the first page, API
// 401 or login URL), so concurrent requests never race to replace it mid-sign-in.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const LOGIN_KEY_COOKIE = 'arena_login_key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const KEY_MAX_AGE_SECONDS = 30 * 24 * 3600;

export interface PendingLogin {
  state: string;
  codeVerifier: string;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

function mac(key: string, purpose: string, nonce: string): string {
  return createHmac('sha256', key).update(`${purpose}:${nonce}`).digest('base64url');
}

export class LoginBinding {
  constructor(private readonly options: { secureCookie: boolean }) {}

  private keyOf(request: FastifyRequest): string | undefined {
    const key = cookieValue(request.headers.cookie, LOGIN_KEY_COOKIE);
    return key && KEY_PATTERN.test(key) ? key : undefined;
  }

  /** The browser's key, created (and sent as a cookie) when it has none yet. */
  ensureKey(request: FastifyRequest, reply: FastifyReply): string {
    const existing = this.keyOf(request);
    if (existing) return existing;
    const key = randomBytes(32).toString('base64url');
    const secure = this.options.secureCookie ? '; Secure' : '';
    const attributes = `Path=/; Max-Age=${KEY_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
    reply.header('set-cookie', `${LOGIN_KEY_COOKIE}=${key}; ${attributes}`);
    return key;
  }

  /** A new login for this browser: a one-time state and the PKCE verifier that goes with it. */
  start(request: FastifyRequest, reply: FastifyReply): PendingLogin {
    const key = this.ensureKey(request, reply);
    const nonce = randomBytes(16).toString('base64url');
    return { state: `${nonce}.${mac(key, 'state', nonce)}`, codeVerifier: mac(key, 'pkce', nonce) };
  }

  /** The login `state` belongs to, if this browser started it; otherwise null and nothing may be exchanged. */
  resume(request: FastifyRequest, state: string | undefined): PendingLogin | null {
    const key = this.keyOf(request);
    if (!key || !state) return null;
    const [nonce, tag, extra] = state.split('.');
    if (!nonce || !tag || extra !== undefined) return null;
    const expected = Buffer.from(mac(key, 'state', nonce));
    const given = Buffer.from(tag);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return { state, codeVerifier: mac(key, 'pkce', nonce) };
  }
}
