// Drives the built-in identity provider's real pages over HTTP (no browser): follows redirects, keeps
// cookies, fills the sign-in or create-account form, and exchanges the code through the API.
import type { TokensResponse } from '../../src/contract/auth.js';

class CookieJar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const line of response.headers.getSetCookie()) {
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

async function follow(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<{ response: Response; url: string }> {
  let current = url;
  let request: RequestInit = init;
  for (let hop = 0; hop < 15; hop++) {
    const response = await fetch(current, {
      ...request,
      redirect: 'manual',
      headers: { ...(request.headers ?? {}), cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, current).href;
      if (new URL(next).searchParams.has('code')) return { response, url: next };
      current = next;
      request = {};
      continue;
    }
    return { response, url: current };
  }
  throw new Error('too many redirects');
}

function formAction(html: string, pageUrl: string): string {
  const match = html.match(/<form[^>]*action="([^"]+)"/);
  if (!match) throw new Error(`no form on ${pageUrl}: ${html.slice(0, 300)}`);
  return new URL(match[1].replace(/&amp;/g, '&'), pageUrl).href;
}

export interface IdpOutcome {
  /** Present when the provider redirected back with an authorization code. */
  code?: string;
  /** The state that came back with the code. */
  state?: string;
  /** The Cookie header of this "browser" (it holds the key its login is bound to). */
  cookie: string;
  /** The HTML of the page shown instead (e.g. a form with errors). */
  html?: string;
  status: number;
}

async function submit(baseUrl: string, startPath: string, fields: Record<string, string>): Promise<IdpOutcome> {
  const jar = new CookieJar();
  const started = await fetch(`${baseUrl}/api/v1${startPath}`);
  jar.store(started);
  const start = (await started.json()) as Record<string, string>;
  const first = await follow(jar, Object.values(start)[0]);
  const html = await first.response.text();
  const action = formAction(html, first.url);
  const posted = await follow(jar, action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const back = new URL(posted.url).searchParams;
  const code = back.get('code');
  if (code)
    return { code, state: back.get('state') ?? undefined, cookie: jar.header(), status: posted.response.status };
  return { html: await posted.response.text(), cookie: jar.header(), status: posted.response.status };
}

export function signInAtIdp(baseUrl: string, email: string, password: string): Promise<IdpOutcome> {
  return submit(baseUrl, '/authentication/login-url', { email, password });
}

export function signUpAtIdp(
  baseUrl: string,
  input: { email: string; password: string; nickname: string; passwordConfirmation?: string },
): Promise<IdpOutcome> {
  return submit(baseUrl, '/authentication/account-creation-url', {
    email: input.email,
    nickname: input.nickname,
    password: input.password,
    passwordConfirmation: input.passwordConfirmation ?? input.password,
  });
}

/** POST /authentication from the "browser" that signed in, as the web app sends it: code and state. */
export async function exchangeCode(baseUrl: string, outcome: IdpOutcome): Promise<TokensResponse> {
  const response = await fetch(`${baseUrl}/api/v1/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: outcome.cookie },
    body: JSON.stringify({ code: outcome.code, state: outcome.state }),
  });
  if (!response.ok) throw new Error(`code exchange failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokensResponse;
}
