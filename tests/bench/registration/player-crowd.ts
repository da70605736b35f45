// Thousands of signed-in players, fast but through the real thing. Creating accounts through the sign-up
// form is rate-limited and hashes one password each, so the accounts are written straight into the built-in
// provider's table with a real scrypt hash (computed once, shared: every crowd member has the same password).
// Each player then signs in through the real OIDC flow: login URL, the provider's sign-in form (which verifies
// the password), the authorization code, and its exchange at POST /authentication, which creates the Arena
// user. Every player talks from their own loopback address (127.1.x.y), as real players come from their
// own machines, so the per-address rate limits of the sign-in routes apply to each player, not to the crowd.
import { Agent } from 'undici';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema.js';
import { hashPassword } from '../../../server/idp/password-hash.js';
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
export const loopbackAddress = (index: number) => `127.${1 + Math.floor(index / 65_000)}.${Math.floor((index % 65_000) / 250)}.${(index % 250) + 1}`;

export async function seedCrowd(db: Kysely<Database>, prefix: string, size: number): Promise<CrowdMember[]> {
  const passwordHash = await hashPassword(CROWD_PASSWORD);
  const members: CrowdMember[] = Array.from({ length: size }, (_, index) => ({
    email: `${prefix}${index}@crowd.example`,
    nickname: `${prefix}${index}`,
    address: loopbackAddress(index),
    dispatcher: new Agent({ localAddress: loopbackAddress(index), connections: 32, keepAliveTimeout: 60_000 }),
  }));
  for (let start = 0; start < size; start += 500) {
    await db
      .insertInto('idp_accounts')
      .values(members.slice(start, start + 500).map((member) => ({ email: member.email, nickname: member.nickname, password_hash: passwordHash, full_name: null })))
      .execute();
  }
  return members;
}

class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
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

/** One player's sign-in through the provider's pages, served by `processOrigin`. */
export async function signInMember(member: CrowdMember, publicUrl: string, processOrigin: string): Promise<SignedInMember> {
  const publicOrigin = new URL(publicUrl).origin;
  const jar = new CookieJar();
  const get = (url: string, init: RequestInit = {}) =>
    fetch(routeTo(url, publicOrigin, processOrigin), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string> | undefined), cookie: jar.header() },
      dispatcher: member.dispatcher,
    } as RequestInit);

  async function follow(url: string, init: RequestInit = {}): Promise<{ response: Response; url: string; code?: string }> {
    let current = url;
    let request = init;
    for (let hop = 0; hop < 15; hop++) {
      const response = await get(current, request);
      jar.store(response);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        const next = new URL(location, current).href;
        const code = new URL(next).searchParams.get('code');
        await response.arrayBuffer();
        if (code) return { response, url: next, code };
        current = next;
        request = {};
        continue;
      }
      return { response, url: current };
    }
    throw new Error('too many redirects');
  }

  const started = await get(`${processOrigin}/api/v1/authentication/login-url`);
  jar.store(started);
  const start = (await started.json()) as { loginUrl: string };
  const page = await follow(start.loginUrl);
  const html = await page.response.text();
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`${member.email}: no sign-in form (${page.response.status}): ${html.slice(0, 300)}`);
  const posted = await follow(new URL(action.replace(/&amp;/g, '&'), page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: member.email, password: CROWD_PASSWORD }).toString(),
  });
  if (!posted.code) throw new Error(`${member.email}: sign-in gave no code (${posted.response.status}): ${(await posted.response.text()).slice(0, 300)}`);
  const exchanged = await get(`${processOrigin}/api/v1/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: posted.code, state: new URL(posted.url).searchParams.get('state') }),
  });
  if (exchanged.status !== 200) throw new Error(`${member.email}: code exchange ${exchanged.status} ${await exchanged.text()}`);
  return { ...member, session: sessionOf((await exchanged.json()) as TokensResponse) };
}

/** Signs the crowd in, `parallel` at a time, spreading the sign-ins over the processes. */
export async function signInCrowd(members: CrowdMember[], publicUrl: string, processOrigins: string[], parallel = 16): Promise<SignedInMember[]> {
  const signedIn: SignedInMember[] = new Array(members.length);
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const index = next++;
      signedIn[index] = await signInMember(members[index]!, publicUrl, processOrigins[index % processOrigins.length]!);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return signedIn;
}

export async function closeCrowd(members: CrowdMember[]) {
  await Promise.all(members.map((member) => member.dispatcher.close()));
}
