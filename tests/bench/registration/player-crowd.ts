// Thousands of signed-in players, fast but through the real thing. Creating accounts through the sign-up
// form is rate-limited and hashes one password each, so the accounts are written straight into the built-in
// provider's table with a real scrypt hash (computed once, shared: every crowd member has the same password).
// That hash uses a lower scrypt cost than new accounts get: the provider reads the cost stored with each hash
// (password-hash.ts, so that the cost can be raised without invalidating older accounts), and at the default
// cost verifying 2,000 passwords alone takes two minutes of CPU on a 2-core machine — time spent on nothing
// the crowd's suites test. The password is still checked, by the same code, on every sign-in.
// Each player then signs in through the real OIDC flow: login URL, the provider's sign-in form (which verifies
// the password), the authorization code, and its exchange at POST /authentication, which creates the Arena
// user. Every player talks from their own loopback address (127.1.x.y), as real players come from their
// own machines, so the per-address rate limits of the sign-in routes apply to each player, not to the crowd.
import { Agent, request, type Dispatcher } from 'undici';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { randomBytes, scrypt } from 'node:crypto';
import { verifyPassword } from '../../../server/idp/password-hash.js';
import type { TokensResponse } from '../../../src/contract/auth.js';
import type { Session } from '../../support/test-server.js';

export const CROWD_PASSWORD = 'crowd-horse-battery-staple';

export interface CrowdMember {
  email: string;
  nickname: string;
  /** The loopback address this player connects from. */
  address: string;
  /** Keep-alive connections from that address, reused for the player's API calls. */
  dispatcher: Agent;
}

export interface SignedInMember extends CrowdMember {
  session: Session;
  userId?: string;
}

/** 127.1.0.1, 127.1.0.2, … — Linux answers the whole 127/8 block on loopback. */
export const loopbackAddress = (index: number) =>
  `127.${1 + Math.floor(index / 65_000)}.${Math.floor((index % 65_000) / 250)}.${(index % 250) + 1}`;

/** The crowd's password in the provider's stored format (`scrypt$N$r$p$salt$hash`), at scrypt cost N = 1024. */
async function crowdPasswordHash(): Promise<string> {
  const [N, r, p] = [1024, 8, 1];
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(CROWD_PASSWORD.normalize('NFKC'), salt, 64, { N, r, p }, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  const hash = ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  // The provider must accept it exactly as it accepts its own hashes.
  if (!(await verifyPassword(CROWD_PASSWORD, hash)))
    throw new Error('the crowd password hash is not in the provider format');
  return hash;
}

export async function seedCrowd(db: Kysely<Database>, prefix: string, size: number): Promise<CrowdMember[]> {
  const passwordHash = await crowdPasswordHash();
  const members: CrowdMember[] = Array.from({ length: size }, (_, index) => ({
    email: `${prefix}${index}@crowd.example`,
    nickname: `${prefix}${index}`,
    address: loopbackAddress(index),
    // Idle connections are dropped after 30 s whatever the server's Keep-Alive hint says (Fastify keeps them 72 s):
    // with the client's timer near the server's, a machine under load sent a request on a socket the server was
    // just closing ("other side closed") after the crowd had sat idle through a long sign-in.
    dispatcher: new Agent({
      localAddress: loopbackAddress(index),
      connections: 32,
      keepAliveTimeout: 30_000,
      keepAliveMaxTimeout: 30_000,
    }),
  }));
  for (let start = 0; start < size; start += 500) {
    await db
      .insertInto('idp_accounts')
      .values(
        members.slice(start, start + 500).map((member) => ({
          email: member.email,
          nickname: member.nickname,
          password_hash: passwordHash,
          full_name: null,
        })),
      )
      .execute();
  }
  return members;
}

class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Answer) {
    const lines = response.headers['set-cookie'];
    for (const line of lines === undefined ? [] : Array.isArray(lines) ? lines : [lines]) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** The balancer: a URL of the public origin is served by the chosen process. */
function routeTo(url: string, publicOrigin: string, processOrigin: string): string {
  const parsed = new URL(url);
  return parsed.origin === publicOrigin ? `${processOrigin}${parsed.pathname}${parsed.search}` : url;
}

export const sessionOf = (tokens: TokensResponse): Session => ({
  ...tokens,
  headers: { authorization: `Bearer ${tokens.access_token}`, refresh_token: tokens.refresh_token },
});

type Answer = Dispatcher.ResponseData;
interface Ask {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One player's sign-in through the provider's pages, served by `processOrigin`: what a browser does (the
 * login URL, the redirects with their cookies, the form, the code handed to Arena), on undici's plain request
 * API rather than fetch, which costs the crowd's process several times more CPU per call.
 */
export async function signInMember(
  member: CrowdMember,
  publicUrl: string,
  processOrigin: string,
): Promise<SignedInMember> {
  const publicOrigin = new URL(publicUrl).origin;
  const jar = new CookieJar();
  const get = (url: string, ask: Ask = {}) =>
    request(routeTo(url, publicOrigin, processOrigin), {
      method: ask.method ?? 'GET',
      headers: { ...ask.headers, cookie: jar.header() },
      body: ask.body,
      dispatcher: member.dispatcher,
    });
  const header = (response: Answer, name: string) => {
    const value = response.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };

  async function follow(url: string, ask: Ask = {}): Promise<{ response: Answer; url: string; code?: string }> {
    let current = url;
    let nextAsk = ask;
    for (let hop = 0; hop < 15; hop++) {
      const response = await get(current, nextAsk);
      jar.store(response);
      const location = header(response, 'location');
      if (response.statusCode >= 300 && response.statusCode < 400 && location) {
        const next = new URL(location, current).href;
        const code = new URL(next).searchParams.get('code');
        await response.body.dump();
        if (code) return { response, url: next, code };
        current = next;
        nextAsk = {};
        continue;
      }
      return { response, url: current };
    }
    throw new Error('too many redirects');
  }

  const started = await get(`${processOrigin}/api/v1/authentication/login-url`);
  jar.store(started);
  const start = (await started.body.json()) as { loginUrl: string };
  const page = await follow(start.loginUrl);
  const html = await page.response.body.text();
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`${member.email}: no sign-in form (${page.response.statusCode}): ${html.slice(0, 300)}`);
  const posted = await follow(new URL(action.replace(/&amp;/g, '&'), page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: member.email, password: CROWD_PASSWORD }).toString(),
  });
  if (!posted.code)
    throw new Error(
      `${member.email}: sign-in gave no code (${posted.response.statusCode}): ${(await posted.response.body.text()).slice(0, 300)}`,
    );
  const exchanged = await get(`${processOrigin}/api/v1/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: posted.code, state: new URL(posted.url).searchParams.get('state') }),
  });
  if (exchanged.statusCode !== 200)
    throw new Error(`${member.email}: code exchange ${exchanged.statusCode} ${await exchanged.body.text()}`);
  return { ...member, session: sessionOf((await exchanged.body.json()) as TokensResponse) };
}

/** `work` over `items`, at most `parallel` at a time; results in the items' order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  parallel: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
  return results;
}

/**
 * Signs the crowd in, `parallel` at a time, spreading the sign-ins over the processes: enough in flight to keep
 * every process and PostgreSQL busy, few enough that no sign-in waits long for a pool connection.
 */
export function signInCrowd(
  members: CrowdMember[],
  publicUrl: string,
  processOrigins: string[],
  parallel = 32,
): Promise<SignedInMember[]> {
  return mapLimited(members, parallel, (member, index) =>
    signInMember(member, publicUrl, processOrigins[index % processOrigins.length]),
  );
}

export async function closeCrowd(members: CrowdMember[]) {
  await Promise.all(members.map((member) => member.dispatcher.close()));
}
