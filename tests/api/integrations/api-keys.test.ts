// Issue 27 §1: an organization's API keys. The owner creates keys with scopes, an expiry and a name (the secret
// answered once, kept only as a hash), revokes them and reads each key's last 100 requests; a key calls the same
// /api/v1 routes as the web app, acting for its organization within its scopes, rate limited per key.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { ManualClock } from '../../support/manual-clock.js';
import { call, type Answer } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  makeOrganizer,
  mainInformation,
  soloBody,
} from '../tournaments/tournament-kit.js';
import type { ApiKeyScope } from '../../../src/contract/api-key-scopes.js';
import type { CreatedApiKey } from '../../../src/contract/api-keys.js';

const LIMIT = 40;
const MINUTE = 60_000;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testEngines())('API keys on %s', (engine) => {
  let server: TestServer;
  const clock = new ManualClock();
  let owner: Session;
  let member: Session;
  let rivalOwner: Session;
  let player: Session;
  let organizationId: string;
  let ownDraft: string;
  let rivalDraft: string;
  const keys: Record<string, CreatedApiKey> = {};

  const withKey = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });
  const keyCall = <T = any>(key: string, method: Method, path: string, json?: unknown): Promise<Answer<T>> =>
    call<T>(server, method, path, { ...withKey(keys[key].secret), json });
  async function createKey(name: string, scopes: ApiKeyScope[], expiresAt?: string): Promise<CreatedApiKey> {
    const answer = await call<CreatedApiKey>(server, 'POST', '/organizations/current/api-keys', {
      session: owner,
      json: { name, scopes, ...(expiresAt ? { expiresAt } : {}) },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body;
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { API_KEY_RATE_LIMIT_PER_MINUTE: String(LIMIT) }, { clock });
    [owner, member, rivalOwner, player] = await Promise.all([
      server.signUp('keys-owner@example.com', 'KeysOwner'),
      server.signUp('keys-member@example.com', 'KeysMember'),
      server.signUp('keys-rival@example.com', 'KeysRival'),
      server.signUp('keys-player@example.com', 'KeysPlayer'),
    ]);
    organizationId = await makeOrganizer(server, owner, 'Keys Events');
    await makeOrganizer(server, rivalOwner, 'Rival Keys Events');
    const memberId = (await call(server, 'GET', '/users/current', { session: member })).body.id as string;
    const db = server.database.handle.db;
    await db
      .insertInto('organization_members')
      .values({ organization_id: organizationId, user_id: memberId })
      .execute();
    await db.updateTable('users').set({ role: 'organizer' }).where('id', '=', memberId).execute();
    await addGame(server, 'chess', 'Chess');
    ownDraft = await createDraft(server, owner, 'chess', 'Own Draft');
    rivalDraft = await createDraft(server, rivalOwner, 'chess', 'Rival Draft');
    keys.read = await createKey('Overlay reader', ['READ']);
    keys.tournaments = await createKey('Tournament bot', ['TOURNAMENTS_WRITE']);
    keys.results = await createKey('Results sheet', ['RESULTS_WRITE']);
    keys.participants = await createKey('Participants desk', ['PARTICIPANTS_WRITE']);
    keys.all = await createKey('Everything', ['READ', 'TOURNAMENTS_WRITE', 'RESULTS_WRITE', 'PARTICIPANTS_WRITE']);
    keys.expiring = await createKey('Short-lived', ['READ'], new Date(clock.now() + 10 * MINUTE).toISOString());
    keys.revoked = await createKey('Leaked', ['READ', 'TOURNAMENTS_WRITE']);
    const revoked = await call(server, 'DELETE', `/organizations/current/api-keys/${keys.revoked.key.id}`, {
      session: owner,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('REVOKED');
  });
  afterAll(async () => server?.close());

  it('answers the secret once, in the key format, and keeps only its hash', async () => {
    const { secret, key } = keys.read;
    expect(secret).toMatch(/^arena_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ name: 'Overlay reader', scopes: ['READ'], status: 'ACTIVE', lastUsedAt: null });
    expect(secret.startsWith(key.prefix)).toBe(true);
    const list = await call(server, 'GET', '/organizations/current/api-keys', { session: owner });
    expect(list.status).toBe(200);
    expect(list.body.keys).toHaveLength(7);
    const listed = JSON.stringify(list.body);
    for (const { secret: each } of Object.values(keys)) expect(listed).not.toContain(each);
    expect(list.body.keys[0]).not.toHaveProperty('secret');
    // The table: no column holds the secret, the hash is its SHA-256.
    const rows = await sql<Record<string, unknown>>`SELECT * FROM api_keys`.execute(server.database.handle.db);
    const stored = JSON.stringify(rows.rows);
    for (const { secret: each } of Object.values(keys)) expect(stored).not.toContain(each.slice('arena_live_'.length));
    const row = rows.rows.find((each) => each.id === key.id)!;
    expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
  });

  it('lets only the organization’s owner manage keys, and never a key', async () => {
    const path = '/organizations/current/api-keys';
    const body = { name: 'x', scopes: ['READ'] };
    expect((await call(server, 'GET', path)).status).toBe(401);
    for (const session of [member, player]) {
      const listed = await call(server, 'GET', path, { session });
      expect(listed).toEqual({ status: 403, body: expect.objectContaining({ message: 'API-KEY-OWNER-ONLY' }) });
      expect((await call(server, 'POST', path, { session, json: body })).status).toBe(403);
    }
    // Another owner sees only their own keys and cannot revoke or read ours.
    expect((await call(server, 'GET', path, { session: rivalOwner })).body.keys).toEqual([]);
    const foreign = `${path}/${keys.read.key.id}`;
    expect((await call(server, 'DELETE', foreign, { session: rivalOwner })).body.message).toBe('API-KEY-NOT-FOUND');
    expect((await call(server, 'GET', `${foreign}/requests`, { session: rivalOwner })).status).toBe(404);
    // A key, whatever its scopes, cannot manage keys nor the organization itself.
    clock.advance(MINUTE);
    for (const [method, route, json] of [
      ['GET', path],
      ['POST', path, body],
      ['DELETE', `${path}/${keys.read.key.id}`],
      ['GET', `${path}/${keys.read.key.id}/requests`],
      ['PUT', `/organizations/${organizationId}`, { name: 'Taken over' }],
      ['POST', `/organizations/${organizationId}/members`, { email: 'keys-player@example.com' }],
      ['GET', '/users/current'],
      ['GET', '/teams'],
    ] as [Method, string, unknown?][]) {
      const answer = await keyCall('all', method, route, json);
      expect([route, answer.status, answer.body?.message]).toEqual([route, 403, 'API-KEY-ROUTE-NOT-ALLOWED']);
    }
  });

  it('checks what is created: a name, at least one known scope, an expiry in the future', async () => {
    const path = '/organizations/current/api-keys';
    const past = new Date(clock.now() - MINUTE).toISOString();
    for (const json of [
      { name: '', scopes: ['READ'] },
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['ADMIN'] },
      { name: 'x', scopes: ['READ'], expiresAt: 'tomorrow' },
    ]) {
      const answer = await call(server, 'POST', path, { session: owner, json });
      expect(answer.status).toBe(400);
    }
    const late = await call(server, 'POST', path, {
      session: owner,
      json: { name: 'x', scopes: ['READ'], expiresAt: past },
    });
    expect(late).toEqual({
      status: 400,
      body: expect.objectContaining({ formFieldErrors: { expiresAt: expect.any(String) } }),
    });
    expect((await call(server, 'GET', path, { session: owner })).body.keys).toHaveLength(7);
  });

  it('walks the authorization matrix: scope × route class × own or other organization', async () => {
    clock.advance(MINUTE);
    const section = (id: string) => `/tournaments/${id}/sections/main-information`;
    const sectionBody = mainInformation({ name: 'Renamed by a bot' });
    const missingMatch = '00000000-0000-4000-8000-000000000001';
    // [route class, method, own path, other organization's path, body, scope it needs, own answer with the scope]
    const classes: [string, Method, string, string, unknown, string, number][] = [
      ['read', 'GET', `/tournaments/${ownDraft}`, `/tournaments/${rivalDraft}`, undefined, 'read', 200],
      ['tournaments', 'PUT', section(ownDraft), section(rivalDraft), sectionBody, 'tournaments', 200],
      [
        'results',
        'POST',
        `/matches/${ownDraft}/${missingMatch}/result`,
        `/matches/${rivalDraft}/${missingMatch}/result`,
        { scores: [] },
        'results',
        404,
      ],
      [
        'participants',
        'POST',
        `/matches/${ownDraft}/entrants/${missingMatch}/disqualify`,
        `/matches/${rivalDraft}/entrants/${missingMatch}/disqualify`,
        { ban: false },
        'participants',
        404,
      ],
    ];
    for (const [routeClass, method, own, other, body, needed, ownStatus] of classes) {
      for (const key of ['read', 'tournaments', 'results', 'participants', 'all']) {
        const granted = key === needed || key === 'all';
        const mine = await keyCall(key, method, own, body);
        const theirs = await keyCall(key, method, other, body);
        const row = [routeClass, key];
        if (!granted) {
          expect([...row, mine.status, mine.body?.message]).toEqual([...row, 403, 'API-KEY-SCOPE-MISSING']);
          expect([...row, theirs.status, theirs.body?.message]).toEqual([...row, 403, 'API-KEY-SCOPE-MISSING']);
          continue;
        }
        // Past the key gate, the route's own rules decide, as for the owner: the other organization's
        // tournament does not exist for it.
        expect([...row, mine.status], JSON.stringify(mine.body)).toEqual([...row, ownStatus]);
        expect([...row, theirs.status]).toEqual([...row, 404]);
      }
    }
    // The write went through as the organization: the draft is renamed, the rival's is not.
    const renamed = await call(server, 'GET', `/tournaments/${ownDraft}`, { session: owner });
    expect(renamed.body.name).toBe('Renamed by a bot');
    expect((await call(server, 'GET', `/tournaments/${rivalDraft}`, { session: rivalOwner })).body.name).toBe(
      'Rival Draft',
    );
    // A tournament created with a key belongs to the key's organization.
    const created = await keyCall('tournaments', 'POST', '/tournaments', { disciplineCode: 'chess', name: 'Bot Cup' });
    expect(created.status).toBe(201);
    const mine = await call(server, 'GET', '/organizations/current/tournaments', { session: owner });
    expect(JSON.stringify(mine.body)).toContain(created.body.id);
  });

  it('removes a participant of its own organization’s tournament with a participants key, not with another scope', async () => {
    clock.advance(MINUTE);
    const cup = await createPublished(server, owner, { name: 'Key Cup' });
    const registered = await call(server, 'POST', `/participants/${cup}/registrations/solo`, {
      session: player,
      json: soloBody(),
    });
    expect(registered.status).toBe(200);
    const listed = await keyCall('read', 'GET', `/tournaments/${cup}/participants`);
    expect(listed.status).toBe(200);
    const registrationId = JSON.stringify(listed.body).match(/"registrationId":"([^"]+)"/)![1];
    const removal = `/tournaments/${cup}/participants/${registrationId}/removal`;
    const reason = { reason: 'Duplicate account' };
    expect((await keyCall('read', 'POST', removal, reason)).body.message).toBe('API-KEY-SCOPE-MISSING');
    expect((await keyCall('tournaments', 'POST', removal, reason)).body.message).toBe('API-KEY-SCOPE-MISSING');
    const removed = await keyCall('participants', 'POST', removal, reason);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(JSON.stringify(removed.body)).not.toContain(registrationId);
  });

  it('never carries a platform admin’s rights: an admin owner’s key acts as an organizer', async () => {
    clock.advance(MINUTE);
    await server.database.handle.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('email', '=', 'keys-rival@example.com')
      .execute();
    const created = await call<CreatedApiKey>(server, 'POST', '/organizations/current/api-keys', {
      session: rivalOwner,
      json: { name: 'Admin reader', scopes: ['READ'] },
    });
    expect(created.status).toBe(201);
    const path = `/tournaments/${ownDraft}/payouts`;
    // The admin, signed in, sees any organization's payouts; their organization's key does not.
    expect((await call(server, 'GET', path, { session: rivalOwner })).status).toBe(200);
    const withAdminKey = await call(server, 'GET', path, withKey(created.body.secret));
    expect(withAdminKey).toEqual({ status: 404, body: expect.objectContaining({ message: 'TOURNAMENT-NOT-FOUND' }) });
    await server.database.handle.db
      .updateTable('users')
      .set({ role: 'organizer' })
      .where('email', '=', 'keys-rival@example.com')
      .execute();
  });

  it('answers 401 to revoked, expired and unknown keys', async () => {
    clock.advance(MINUTE);
    const path = `/tournaments/${ownDraft}`;
    expect((await keyCall('expiring', 'GET', path)).status).toBe(200);
    for (const secret of [
      keys.revoked.secret,
      `arena_live_${'A'.repeat(43)}`,
      'arena_live_short',
      `${keys.read.secret}x`,
    ]) {
      const answer = await call(server, 'GET', path, withKey(secret));
      expect(answer).toEqual({ status: 401, body: expect.objectContaining({ message: 'API-KEY-INVALID' }) });
    }
    clock.advance(10 * MINUTE);
    const expired = await keyCall('expiring', 'GET', path);
    expect(expired).toEqual({ status: 401, body: expect.objectContaining({ message: 'API-KEY-INVALID' }) });
    const listed = await call(server, 'GET', '/organizations/current/api-keys', { session: owner });
    const byId = new Map(listed.body.keys.map((key: { id: string; status: string }) => [key.id, key.status]));
    expect(byId.get(keys.expiring.key.id)).toBe('EXPIRED');
    expect(byId.get(keys.revoked.key.id)).toBe('REVOKED');
    await server.renewSessions();
  });

  it('rate limits each key with the RateLimit headers, 429 and Retry-After, and a new window a minute later', async () => {
    clock.advance(MINUTE);
    const path = '/disciplines';
    const first = await server.api(path, withKey(keys.read.secret));
    expect(first.status).toBe(200);
    expect(first.headers.get('ratelimit-limit')).toBe(String(LIMIT));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
    expect(first.headers.get('ratelimit-reset')).toBe('60');
    clock.advance(15_000);
    for (let i = 2; i <= LIMIT; i++) expect((await keyCall('read', 'GET', path)).status).toBe(200);
    const over = await server.api(path, withKey(keys.read.secret));
    expect(over.status).toBe(429);
    expect(await over.json()).toMatchObject({ statusCode: 429, message: 'TOO-MANY-REQUESTS' });
    expect(over.headers.get('retry-after')).toBe('45');
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(over.headers.get('ratelimit-reset')).toBe('45');
    // Another key of the same organization has its own budget.
    expect((await keyCall('all', 'GET', path)).status).toBe(200);
    clock.advance(45_000);
    const next = await server.api(path, withKey(keys.read.secret));
    expect(next.status).toBe(200);
    expect(next.headers.get('ratelimit-remaining')).toBe(String(LIMIT - 1));
  });

  it('counts a key’s concurrent requests exactly: the limit passes, the rest get 429', async () => {
    clock.advance(MINUTE);
    const key = await createKey('Burst bot', ['READ']);
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 10 }, () => server.api('/disciplines', withKey(key.secret))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const remaining = answers.map((answer) => Number(answer.headers.get('ratelimit-remaining'))).sort((a, b) => a - b);
    expect(new Set(remaining.filter((left) => left > 0)).size).toBe(LIMIT - 1);
  });

  it('logs each key’s last 100 requests, refusals included, newest first, and its last use', async () => {
    clock.advance(MINUTE);
    const key = await createKey('Chatty bot', ['READ']);
    for (let i = 1; i <= 105; i++) {
      const answer = await call(server, 'GET', `/disciplines?call=${i}`, withKey(key.secret));
      expect(answer.status).toBe(i <= LIMIT ? 200 : 429);
    }
    // A new window: the refusal is for the route, not the rate.
    clock.advance(MINUTE);
    const usedAt = clock.now();
    expect((await call(server, 'GET', '/teams', withKey(key.secret))).status).toBe(403);
    const log = await call(server, 'GET', `/organizations/current/api-keys/${key.key.id}/requests`, { session: owner });
    expect(log.status).toBe(200);
    expect(log.body.requests).toHaveLength(100);
    expect(log.body.requests[0]).toEqual({
      method: 'GET',
      path: '/api/v1/teams',
      status: 403,
      at: new Date(usedAt).toISOString(),
    });
    expect(log.body.requests[1]).toMatchObject({ path: '/api/v1/disciplines', status: 429 });
    const statuses = log.body.requests.map((request: { status: number }) => request.status);
    // 106 requests: the oldest 6 (all 200s) fell out.
    expect(statuses.filter((status: number) => status === 200)).toHaveLength(LIMIT - 6);
    const stored = await sql<{ count: string | number }>`
      SELECT count(*) AS count FROM api_key_requests WHERE key_id = ${key.key.id}`.execute(server.database.handle.db);
    expect(Number(stored.rows[0].count)).toBe(100);
    const listed = await call(server, 'GET', '/organizations/current/api-keys', { session: owner });
    const chatty = listed.body.keys.find((each: { id: string }) => each.id === key.key.id);
    expect(chatty.lastUsedAt).toBe(new Date(usedAt).toISOString());
  });

  it('documents the key routes and the bearer scheme in OpenAPI', async () => {
    const openapi = await (await fetch(`${server.baseUrl}/api/docs/json`)).json();
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/organizations/current/api-keys',
        '/api/v1/organizations/current/api-keys/{keyId}',
        '/api/v1/organizations/current/api-keys/{keyId}/requests',
      ]),
    );
    expect(openapi.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
