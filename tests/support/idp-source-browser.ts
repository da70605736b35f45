// A "browser" on the built-in identity provider's pages that connects from a chosen loopback address (Linux
// answers the whole 127/8 block), so a test can sign in from two sources, as a player and an attacker on
// different networks do. Keeps cookies, follows redirects, and stops at the redirect that carries the code.
import { Agent, fetch as undiciFetch } from 'undici';

export interface PageVisit {
  status: number;
  url: string;
  html: string;
  code?: string;
}

export class SourceBrowser {
  private readonly cookies = new Map<string, string>();
  private readonly agent: Agent;

  constructor(readonly source: string) {
    this.agent = new Agent({ localAddress: source });
  }

  /** The provider's sign-in page, reached as the web app's "Sign in" reaches it. */
  async openSignIn(baseUrl: string): Promise<PageVisit> {
    const start = await this.visit(`${baseUrl}/api/v1/authentication/login-url`);
    return this.visit(Object.values(JSON.parse(start.html) as Record<string, string>)[0]);
  }

  postForm(url: string, fields: Record<string, string>): Promise<PageVisit> {
    return this.visit(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  async visit(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    let current = url;
    let request = init;
    for (let hop = 0; hop < 15; hop++) {
      const response = await undiciFetch(current, {
        ...request,
        redirect: 'manual',
        headers: { ...request.headers, cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ') },
        dispatcher: this.agent,
      });
      for (const line of response.headers.getSetCookie()) this.store(line);
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        current = new URL(location, current).href;
        const code = new URL(current).searchParams.get('code');
        if (code) return { status: response.status, url: current, html: '', code };
        request = {};
        continue;
      }
      return { status: response.status, url: current, html: await response.text() };
    }
    throw new Error('too many redirects');
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private store(line: string) {
    const [pair] = line.split(';');
    const index = pair.indexOf('=');
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** The `action` of the page's form that posts to a path ending in `suffix`, made absolute. */
export function formAction(page: PageVisit, suffix: string): string {
  for (const match of page.html.matchAll(/<form[^>]*action="([^"]+)"/g)) {
    const action = match[1].replace(/&amp;/g, '&');
    if (action.endsWith(suffix)) return new URL(action, page.url).href;
  }
  throw new Error(`no form posting to …${suffix} on ${page.url}`);
}
