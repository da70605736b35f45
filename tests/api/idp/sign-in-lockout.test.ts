// Password guessing: the built-in provider locks an e-mail for a growing time after repeated failures from one
// source, tells the rightful owner so, and behaves the same for an address with no account. The lock holds only
// for the source of the failures (issue 29 §1): the owner signs in from elsewhere, and from a locked source with a
// mailed one-time link. The clock is the server's injected one: the test moves it instead of waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { ManualClock } from '../../support/manual-clock.js';
import { signInAtIdp } from '../../support/idp-browserless.js';
import { formAction, SourceBrowser } from '../../support/idp-source-browser.js';
import { LINK_TTL_MS } from '../../../server/idp/sign-in-links.js';

const PASSWORD = 'correct-horse-battery';
const errorOf = (html = '') => html.match(/(E-mail or password is incorrect\.|Too many failed attempts[^<]*)/)?.[1];

describe.each(testEngines())('sign-in lock, on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock(Date.parse('2026-11-23T10:00:00Z'));
  const advance = (ms: number) => clock.advance(ms);

  beforeAll(async () => {
    server = await startTestServer(engine, {}, { clock });
    await server.signUp('owner@example.com', 'LockOwner', PASSWORD);
  });
  afterAll(async () => server?.close());

  const attempts = async (email: string, passwords: string[]) => {
    const seen: { status: number; error?: string; code: boolean }[] = [];
    for (const password of passwords) {
      const outcome = await signInAtIdp(server.baseUrl, email, password);
      seen.push({ status: outcome.status, error: errorOf(outcome.html), code: Boolean(outcome.code) });
    }
    return seen;
  };

  it('locks an e-mail after repeated failures, even against the right password, and an unknown e-mail alike', async () => {
    const wrong = Array.from({ length: 6 }, (_, i) => `wrong-${i}`);
    const owner = await attempts('owner@example.com', [...wrong, PASSWORD]);
    const stranger = await attempts('nobody@example.com', [...wrong, PASSWORD]);
    const incorrect = { status: 401, error: 'E-mail or password is incorrect.', code: false };
    const locked = { status: 429, error: expect.stringContaining('locked here for 1 minute.'), code: false };
    expect(owner).toEqual([incorrect, incorrect, incorrect, incorrect, incorrect, locked, locked]);
    // Nothing tells the two apart.
    expect(stranger).toEqual(owner);
    // The lock lives in the database, keyed without the address in clear.
    const rows = await server.database.handle.db.selectFrom('idp_sign_in_failures').selectAll().execute();
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('example.com');
  });

  it('lets the owner in once the lock has passed, and locks longer after each further failure', async () => {
    advance(61_000);
    expect(await attempts('owner@example.com', [PASSWORD])).toMatchObject([{ error: undefined, code: true }]);
    // The stranger's streak goes on: the next failure locks for 2 minutes.
    expect(await attempts('nobody@example.com', ['wrong-again'])).toEqual([
      { status: 429, error: expect.stringContaining('locked here for 2 minutes.'), code: false },
    ]);
  });

  // Each "browser" connects from its own loopback address: its own source.
  const browsers: SourceBrowser[] = [];
  const from = (address: string) => {
    const browser = new SourceBrowser(address);
    browsers.push(browser);
    return browser;
  };
  afterAll(async () => Promise.all(browsers.map((browser) => browser.close())));

  /** Fails six times from `browser` (the sixth locks), then tries the right password: the locked page. */
  async function lockOut(browser: SourceBrowser, email: string) {
    let page = await browser.openSignIn(server.baseUrl);
    const login = formAction(page, '/login');
    for (let attempt = 0; attempt < 6; attempt++)
      page = await browser.postForm(login, { email, password: `wrong-${attempt}` });
    expect(page.status).toBe(429);
    page = await browser.postForm(login, { email, password: PASSWORD });
    expect(page.status).toBe(429);
    expect(page.code).toBeUndefined();
    return page;
  }

  const mailsTo = (recipient: string) =>
    server.database.handle.db
      .selectFrom('dev_mailbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', recipient)
      .orderBy('created_at', 'desc')
      .execute();
  const linkIn = (text: string) => /(http\S+\/email-link\?token=\S+)/.exec(text)?.[1];

  it("locks only the failures' source: the owner still signs in from another network", async () => {
    await server.signUp('player@example.com', 'MatchDay', PASSWORD);
    await lockOut(from('127.0.0.2'), 'player@example.com');
    const owner = from('127.0.0.3');
    const page = await owner.openSignIn(server.baseUrl);
    const signedIn = await owner.postForm(formAction(page, '/login'), {
      email: 'player@example.com',
      password: PASSWORD,
    });
    expect(signedIn.code).toBeTruthy();
  });

  it('offers a locked-out player a mailed link that signs in once, and tells nobody whether an account exists', async () => {
    const player = from('127.0.0.4');
    const locked = await lockOut(player, 'owner@example.com');
    expect(locked.html).toContain('E-mail me a sign-in link');
    const sent = await player.postForm(formAction(locked, '/email-link-request'), { email: 'owner@example.com' });
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('Check your e-mail');

    // An address without an account: the very same answer, and no mail.
    const stranger = from('127.0.0.5');
    const strangerLocked = await lockOut(stranger, 'nobody-here@example.com');
    const strangerSent = await stranger.postForm(formAction(strangerLocked, '/email-link-request'), {
      email: 'nobody-here@example.com',
    });
    expect(strangerSent.status).toBe(200);
    expect(strangerSent.html.replace(/interaction\/[^"/]+/g, '')).toBe(sent.html.replace(/interaction\/[^"/]+/g, ''));
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);

    const [mail] = await mailsTo('owner@example.com');
    expect(mail.subject).toBe('Your Arena sign-in link');
    const link = linkIn(mail.body_text)!;
    // Opening the link uses nothing (mail scanners open links): it shows one button.
    const confirm = await player.visit(link);
    expect(confirm.status).toBe(200);
    const again = await player.visit(link);
    expect(again.status).toBe(200);
    const token = new URL(link).searchParams.get('token')!;
    const signedIn = await player.postForm(formAction(confirm, '/email-link'), { token });
    expect(signedIn.code).toBeTruthy();
    // Once only.
    const replay = await player.postForm(formAction(confirm, '/email-link'), { token });
    expect(replay.code).toBeUndefined();
    expect([400, 303]).toContain(replay.status);
    // And the link ended this source's streak: the password works here again (another browser on that network).
    const neighbour = from('127.0.0.4');
    const fresh = await neighbour.openSignIn(server.baseUrl);
    const withPassword = await neighbour.postForm(formAction(fresh, '/login'), {
      email: 'owner@example.com',
      password: PASSWORD,
    });
    expect(withPassword.code).toBeTruthy();
  });

  it('refuses an expired link, and a link in another sign-in than the one that asked for it', async () => {
    const player = from('127.0.0.6');
    const locked = await lockOut(player, 'player@example.com');
    await player.postForm(formAction(locked, '/email-link-request'), { email: 'player@example.com' });
    const [mail] = await mailsTo('player@example.com');
    const link = linkIn(mail.body_text)!;
    const token = new URL(link).searchParams.get('token')!;

    // Another browser (no interaction cookie of that sign-in) cannot use it.
    const other = from('127.0.0.7');
    expect((await other.visit(link)).status).toBe(400);

    advance(LINK_TTL_MS + 1_000);
    const expiredPage = await player.visit(link);
    expect(expiredPage.status).toBe(400);
    expect(expiredPage.html).toContain('expired or was already used');
    const posted = await player.postForm(new URL(link).href.replace(/\?.*$/, ''), { token });
    expect(posted.status).toBe(400);
    expect(posted.code).toBeUndefined();
  });
});
