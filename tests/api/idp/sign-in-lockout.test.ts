// Password guessing from many addresses: the built-in provider locks an e-mail for a growing time after
// repeated failures, tells the rightful owner so, and behaves the same for an address with no account.
// The clock is the server's injected one: the test moves it instead of waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';
import { ManualClock } from '../../support/manual-clock.js';
import { signInAtIdp } from '../../support/idp-browserless.js';

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
    const locked = { status: 429, error: expect.stringContaining('locked for 1 minute.'), code: false };
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
      { status: 429, error: expect.stringContaining('locked for 2 minutes.'), code: false },
    ]);
  });
});
