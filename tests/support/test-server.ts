// A real Arena server for API suites: a fresh database of the given engine, a temp data folder, the app
// listening on a free loopback port, and helpers to get real tokens through the built-in provider.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle, type Engine } from '../../server/db/database.js';
import type { TokensResponse } from '../../src/contract/auth.js';
import { loadConfig } from '../../server/config.js';
import { buildApp } from '../../server/app.js';
import type { Clock } from '../../server/clock.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { freePort, isAddressInUse } from './free-port.js';

export { freePort };
import { exchangeCode, signInAtIdp, signUpAtIdp } from './idp-browserless.js';
import { followVerificationLink } from './verification-mail.js';

export interface Session extends TokensResponse {
  /** Headers that authenticate an API call as this user. */
  headers: Record<string, string>;
}

export interface TestServer {
  baseUrl: string;
  app: FastifyInstance;
  /** The server's own sweep of due time-driven work (phases, play clock), run now. */
  runDueWork(): Promise<void>;
  database: TestDatabase;
  dataDir: string;
  /**
   * Creates an account on the built-in provider, follows the verification link it mailed (unless
   * `verifyEmail: false`) and signs in; returns the tokens.
   */
  signUp(email: string, nickname?: string, password?: string, options?: { verifyEmail?: boolean }): Promise<Session>;
  signIn(email: string, password: string): Promise<Session>;
  /**
   * Another session of the person holding `session`, as their second device would get by signing in: a browser
   * page and the suite's API calls for one person must not share a refresh token, which each spends in turn.
   */
  signInAgain(session: Session): Promise<Session>;
  api(path: string, init?: RequestInit & { session?: Session }): Promise<Response>;
  /**
   * Signs every session this server gave out in again, in place: a suite that moves the clock past the refresh
   * tokens' lifetime (30 days) needs it, as people coming back after a month would.
   */
  renewSessions(): Promise<void>;
  close(): Promise<void>;
}

export function sessionOf(tokens: TokensResponse): Session {
  return {
    ...tokens,
    headers: { authorization: `Bearer ${tokens.access_token}`, refresh_token: tokens.refresh_token },
  };
}

/**
 * Takes the tokens the server refreshed on the way (SPEC §7), as the web app does: a suite that moves the server's
 * clock past a token's lifetime keeps its session, instead of offering a spent refresh token again.
 */
export function followRefresh(session: Session, response: Response): void {
  const authorization = response.headers.get('newauthorizationheader');
  const refreshToken = response.headers.get('newrefreshtoken');
  if (!authorization || !refreshToken) return;
  session.access_token = authorization.replace(/^Bearer\s+/i, '');
  session.refresh_token = refreshToken;
  session.headers.authorization = authorization;
  session.headers.refresh_token = refreshToken;
}

let accountCounter = 0;

export interface TestServerOptions {
  /** The clock every service reads; a ManualClock lets a suite move time instead of sleeping. */
  clock?: Clock;
}

export async function startTestServer(
  engine: Engine,
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'arena-api-'));
  // On PGlite the database lives in DATA_DIR/pglite, as `npm start` keeps it.
  const database = await createTestDatabase(engine, { dataDir });
  const { app, runDueWork, baseUrl } = await listenOnFreePort(async (port) => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      ...env,
    });
    return { ...(await buildApp({ config, database: database.handle, clock: options.clock })), baseUrl };
  });

  // Every session given out, with how to sign it in again (renewSessions).
  const issued = new Map<Session, { email: string; password: string }>();
  const server: TestServer = {
    baseUrl,
    app,
    runDueWork,
    database,
    dataDir,
    async signUp(email, nickname, password = 'correct-horse-battery', options = {}) {
      const outcome = await signUpAtIdp(baseUrl, {
        email,
        password,
        nickname: nickname ?? `player${++accountCounter}x`,
      });
      if (!outcome.code)
        throw new Error(`sign-up did not return a code (${outcome.status}): ${outcome.html?.slice(0, 500)}`);
      // The person opens the mail before the app finishes signing them in, so the first ID token says verified.
      if (options.verifyEmail !== false) await followVerificationLink(database.handle.db, email);
      const session = sessionOf(await exchangeCode(baseUrl, outcome));
      issued.set(session, { email, password });
      return session;
    },
    async signIn(email, password) {
      const outcome = await signInAtIdp(baseUrl, email, password);
      if (!outcome.code) throw new Error(`sign-in did not return a code (${outcome.status})`);
      const session = sessionOf(await exchangeCode(baseUrl, outcome));
      issued.set(session, { email, password });
      return session;
    },
    async signInAgain(session) {
      const person = issued.get(session);
      if (!person) throw new Error('signInAgain: this server did not give out that session');
      return server.signIn(person.email, person.password);
    },
    async renewSessions() {
      for (const [session, { email, password }] of issued) {
        const outcome = await signInAtIdp(baseUrl, email, password);
        if (!outcome.code) throw new Error(`sign-in again did not return a code (${outcome.status})`);
        const { headers, ...tokens } = sessionOf(await exchangeCode(baseUrl, outcome));
        Object.assign(session, tokens);
        Object.assign(session.headers, headers);
      }
    },
    async api(path, init = {}) {
      const { session, headers, ...rest } = init;
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        ...rest,
        headers: { ...(session?.headers ?? {}), ...(headers as Record<string, string> | undefined) },
      });
      if (session) followRefresh(session, response);
      return response;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * Builds the app for a free port and listens on it; the port is part of the configuration (the public URL and the
 * identity provider's issuer), so when another suite took the port meanwhile the app is built again for another.
 */
/** A second server on a suite server's database, as a second process behind the same address would be. */
export interface SecondServer {
  app: FastifyInstance;
  url: string;
  /** Its own database handle (the suite server's one on PGlite). */
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Starts a second server on `server`'s database: its own connection pool on PostgreSQL (as a second process has),
 * the one instance on PGlite (embedded in one process), the same public address and data folder.
 */
export async function startSecondServer(
  server: TestServer,
  options: { clock?: Clock; poolSize?: number } = {},
): Promise<SecondServer> {
  const database =
    server.database.engine === 'postgres'
      ? await openDatabase({ databaseUrl: server.database.databaseUrl!, poolSize: options.poolSize ?? 5 })
      : server.database.handle;
  const { app, url } = await listenOnFreePort(async (port) => {
    const config = loadConfig({
      PORT: String(port),
      PUBLIC_URL: server.baseUrl,
      DATA_DIR: server.dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
    });
    return { ...(await buildApp({ config, database, clock: options.clock })), url: `http://127.0.0.1:${port}` };
  });
  return {
    app,
    url,
    database,
    async close() {
      await app.close();
      if (database !== server.database.handle) await database.close();
    },
  };
}

async function listenOnFreePort<Built extends { app: FastifyInstance }>(
  build: (port: number) => Promise<Built>,
): Promise<Built> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const built = await build(port);
    try {
      await built.app.listen({ port, host: '127.0.0.1' });
      return built;
    } catch (error) {
      await built.app.close();
      if (!isAddressInUse(error) || attempt === 5) throw error;
    }
  }
}
