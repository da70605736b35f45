// Issue 27 §2: an organization owner subscribes endpoints to events and gets them signed as Standard Webhooks,
// at least once, in order per tournament, retried with backoff as the clock moves, an endpoint failing for a day
// switched off with an e-mail; the delivery log, a test event, redelivery and secret rotation. A real receiver
// (node:http on 127.0.0.1, allowed through WEBHOOK_ALLOWED_ADDRESSES) gets the deliveries.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailBesideVerification } from '../../support/verification-mail.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { ManualClock } from '../../support/manual-clock.js';
import { call, userId } from '../../support/people-kit.js';
import { addGame, createPublished, makeOrganizer, soloBody } from '../../support/tournament-kit.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';
import type { WebhookDelivery, WebhookEndpoint, WebhookWithSecret } from '../../../src/contract/webhooks.js';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const base = '/organizations/current/webhooks';

describe.each(testEngines())('webhooks on %s', (engine) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  const clock = new ManualClock();
  let owner: Session;
  let member: Session;
  let player: Session;
  let rival: Session;

  beforeAll(async () => {
    // A standard verifier checks the signed timestamp against the real time: start the suite's clock there.
    clock.set(Date.now());
    receiver = await startWebhookReceiver();
    server = await startTestServer(engine, { WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' }, { clock });
    [owner, member, player, rival] = await Promise.all([
      server.signUp('hooks-owner@example.com', 'HooksOwner'),
      server.signUp('hooks-member@example.com', 'HooksMember'),
      server.signUp('hooks-player@example.com', 'HooksPlayer'),
      server.signUp('hooks-rival@example.com', 'HooksRival'),
    ]);
    const organizationId = await makeOrganizer(server, owner, 'Hook Events');
    await makeOrganizer(server, rival, 'Rival Hooks');
    const db = server.database.handle.db;
    const memberId = await userId(server, member);
    await db
      .insertInto('organization_members')
      .values({ organization_id: organizationId, user_id: memberId })
      .execute();
    await db.updateTable('users').set({ role: 'organizer' }).where('id', '=', memberId).execute();
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  const create = (session: Session, path: string, events: string[] = ['tournament.published']) =>
    call<WebhookWithSecret>(server, 'POST', base, { session, json: { url: receiver.origin + path, events } });
  const deliveries = async (endpointId: string) =>
    (await call<WebhookDelivery[]>(server, 'GET', `${base}/${endpointId}/deliveries`, { session: owner })).body;
  const sendTest = async (endpointId: string) =>
    expect((await call(server, 'POST', `${base}/${endpointId}/test`, { session: owner })).status).toBe(202);

  it('lets only the owner manage webhooks: create (secret once), list, change, delete', async () => {
    const created = await create(owner, '/crud', ['tournament.published', 'match.final']);
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.body.endpoint).toMatchObject({
      format: 'STANDARD',
      enabled: true,
      events: ['tournament.published', 'match.final'],
    });
    const id = created.body.endpoint.id;

    const listed = await call<WebhookEndpoint[]>(server, 'GET', base, { session: owner });
    expect(listed.body.map((endpoint) => endpoint.id)).toContain(id);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);

    for (const outsider of [member, player]) {
      const refused = await call(server, 'GET', base, { session: outsider });
      expect(refused.status).toBe(403);
      expect((await create(outsider, '/nope')).status).toBe(403);
      expect((await call(server, 'DELETE', `${base}/${id}`, { session: outsider })).status).toBe(403);
    }
    // Another organization's owner does not see it, and cannot touch it.
    expect((await call<WebhookEndpoint[]>(server, 'GET', base, { session: rival })).body).toEqual([]);
    const foreign = await call(server, 'PUT', `${base}/${id}`, { session: rival, json: { enabled: false } });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'WEBHOOK-NOT-FOUND' } });
    expect((await call(server, 'GET', base)).status).toBe(401);

    const changed = await call<WebhookEndpoint>(server, 'PUT', `${base}/${id}`, {
      session: owner,
      json: { events: ['registration.created'], enabled: false },
    });
    expect(changed.body).toMatchObject({ events: ['registration.created'], enabled: false });
    expect(changed.body.disabledAt).not.toBeNull();
    const badEvent = await call(server, 'PUT', `${base}/${id}`, { session: owner, json: { events: ['nope'] } });
    expect(badEvent.status).toBe(400);

    expect((await call(server, 'DELETE', `${base}/${id}`, { session: owner })).status).toBe(204);
    expect((await call(server, 'DELETE', `${base}/${id}`, { session: owner })).status).toBe(404);
  });

  it('documents every event payload in the OpenAPI webhooks section', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      openapi: string;
      webhooks: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: { properties: object } }> } } }
      >;
    };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.webhooks)).toEqual(
      expect.arrayContaining(['match.final', 'prize.paid', 'stage.advanced']),
    );
    const schema = document.webhooks['match.final'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(['type', 'version', 'timestamp', 'data']);
  });

  it('recognises a Discord webhook URL as the Discord preset', async () => {
    // Resolving discord.com needs DNS; the preset is decided from the URL, so a refusal still shows the rule.
    const answer = await call<WebhookWithSecret>(server, 'POST', base, {
      session: owner,
      json: { url: 'https://discord.com/api/webhooks/1/abc', events: ['match.final'] },
    });
    if (answer.status === 201) expect(answer.body.endpoint.format).toBe('DISCORD');
    else expect(answer.body).toMatchObject({ message: 'WEBHOOK-URL-REFUSED' });
  });

  it('signs a test event so a standard verifier accepts it', async () => {
    const { body } = await create(owner, '/signed');
    await sendTest(body.endpoint.id);
    await server.runDueWork();
    const [request] = receiver.at('/signed');
    expect(request.headers['webhook-id']).toBeTruthy();
    const verified = new Webhook(body.secret).verify(request.body, {
      'webhook-id': String(request.headers['webhook-id']),
      'webhook-timestamp': String(request.headers['webhook-timestamp']),
      'webhook-signature': String(request.headers['webhook-signature']),
    }) as { type: string; version: number; data: { endpointId: string } };
    expect(verified).toMatchObject({ type: 'webhook.test', version: 1, data: { endpointId: body.endpoint.id } });
    // A different secret does not verify it.
    const other = new Webhook('whsec_' + Buffer.from('not the secret at all, 32 bytes!').toString('base64'));
    expect(() => other.verify(request.body, request.headers as Record<string, string>)).toThrow();

    const log = await deliveries(body.endpoint.id);
    expect(log[0]).toMatchObject({ type: 'webhook.test', status: 'DELIVERED', attempts: 1 });
    expect(log[0].lastAttempt).toMatchObject({ succeeded: true, responseStatus: 204 });
  });

  it("signs with both the new and the previous secret during a rotation's overlap", async () => {
    const { body } = await create(owner, '/rotated');
    const rotated = await call<WebhookWithSecret>(server, 'POST', `${base}/${body.endpoint.id}/rotate-secret`, {
      session: owner,
    });
    expect(rotated.body.secret).not.toBe(body.secret);
    await sendTest(body.endpoint.id);
    await server.runDueWork();
    const [request] = receiver.at('/rotated');
    const headers = request.headers as Record<string, string>;
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    expect(() => new Webhook(body.secret).verify(request.body, headers)).not.toThrow();
    expect(() => new Webhook(rotated.body.secret).verify(request.body, headers)).not.toThrow();
  });

  it('delivers tournament and registration events recorded with the change', async () => {
    const { body } = await create(owner, '/events', ['tournament.published', 'registration.created']);
    const tournamentId = await createPublished(server, owner, { name: 'Hooked Cup' });
    expect(
      (
        await call(server, 'POST', `/participants/${tournamentId}/registrations/solo`, {
          session: player,
          json: soloBody(),
        })
      ).status,
    ).toBe(200);
    // A refused registration (twice) changes nothing and announces nothing.
    expect(
      (
        await call(server, 'POST', `/participants/${tournamentId}/registrations/solo`, {
          session: player,
          json: soloBody(),
        })
      ).status,
    ).toBe(409);
    await server.runDueWork();
    const payloads = receiver
      .at('/events')
      .map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> });
    expect(payloads.map((payload) => payload.type)).toEqual(['tournament.published', 'registration.created']);
    expect(payloads[0].data).toEqual({ tournamentId, tournamentName: 'Hooked Cup' });
    expect(payloads[1].data).toMatchObject({ tournamentId, userId: await userId(server, player), teamId: null });
    expect(new Set(receiver.at('/events').map((request) => request.headers['webhook-id'])).size).toBe(2);
    // The rival's endpoints hear nothing of this organization.
    expect((await deliveries(body.endpoint.id)).length).toBe(2);
  });

  it('keeps in the outbox only the events an endpoint of the organization subscribes to', async () => {
    // An organization with no endpoint: its tournament's announcements enter the live feed, not the outbox.
    const quiet = await server.signUp('hooks-quiet@example.com', 'HooksQuiet');
    await makeOrganizer(server, quiet, 'Quiet Hooks');
    const db = server.database.handle.db;
    const outbox = async (tournamentId: string) =>
      (
        await db
          .selectFrom('webhook_events')
          .select('type')
          .where('tournament_id', '=', tournamentId)
          .orderBy('seq')
          .execute()
      ).map((row) => row.type);
    const feed = async (tournamentId: string) =>
      (
        await db.selectFrom('tournament_feed_events').select('type').where('tournament_id', '=', tournamentId).execute()
      ).map((row) => row.type);
    const unheard = await createPublished(server, quiet, { name: 'Unheard Cup' });
    expect(await feed(unheard)).toContain('tournament.published');
    expect(await outbox(unheard)).toEqual([]);

    // Once it subscribes to registrations, those are kept and delivered, and still nothing else.
    const { body } = await create(quiet, '/quiet', ['registration.created']);
    const heard = await createPublished(server, quiet, { name: 'Heard Cup' });
    const registered = await call(server, 'POST', `/participants/${heard}/registrations/solo`, {
      session: player,
      json: soloBody(),
    });
    expect(registered.status).toBe(200);
    expect(await outbox(heard)).toEqual(['registration.created']);
    await server.runDueWork();
    expect(receiver.at('/quiet').map((request) => (JSON.parse(request.body) as { type: string }).type)).toEqual([
      'registration.created',
    ]);
    const log = await call<WebhookDelivery[]>(server, 'GET', `${base}/${body.endpoint.id}/deliveries`, {
      session: quiet,
    });
    expect(log.body.map((delivery) => delivery.type)).toEqual(['registration.created']);
    // A test event goes to its endpoint whatever it subscribes to.
    expect((await call(server, 'POST', `${base}/${body.endpoint.id}/test`, { session: quiet })).status).toBe(202);
    await server.runDueWork();
    expect(receiver.at('/quiet')).toHaveLength(2);
  });

  it("sends events of several organizations' tournaments fanned out in one pass each to its own organization", async () => {
    await create(owner, '/ours', ['registration.created']);
    await create(rival, '/theirs', ['registration.created']);
    const ours = await createPublished(server, owner, { name: 'Our Pass Cup' });
    const theirs = await createPublished(server, rival, { name: 'Their Pass Cup' });
    // Both registrations record their events before the fan-out runs: one pass finds both organizations.
    for (const tournamentId of [ours, theirs])
      await call(server, 'POST', `/participants/${tournamentId}/registrations/solo`, {
        session: tournamentId === theirs ? member : player,
        json: soloBody(),
      });
    await server.runDueWork();
    const heard = (path: string) =>
      receiver
        .at(path)
        .map((request) => (JSON.parse(request.body) as { data: { tournamentId: string } }).data.tournamentId);
    expect(heard('/ours')).toEqual([ours]);
    expect(heard('/theirs')).toEqual([theirs]);
  });

  it('retries a failing delivery with backoff as the clock moves, with the same webhook-id, and logs each answer', async () => {
    receiver.answer('/flaky', [500, 500, 200], 'x'.repeat(600));
    const { body } = await create(owner, '/flaky');
    await sendTest(body.endpoint.id);
    await server.runDueWork();
    expect(receiver.at('/flaky')).toHaveLength(1);
    let [log] = await deliveries(body.endpoint.id);
    expect(log).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(log.lastAttempt).toMatchObject({ succeeded: false, responseStatus: 500, error: 'HTTP-500' });
    expect(log.lastAttempt!.responseBody).toHaveLength(512);
    // Not due yet: the first retry waits 10 s ± 25 %.
    clock.advance(5 * SECOND);
    await server.runDueWork();
    expect(receiver.at('/flaky')).toHaveLength(1);
    clock.advance(8 * SECOND);
    await server.runDueWork();
    expect(receiver.at('/flaky')).toHaveLength(2);
    clock.advance(30 * SECOND);
    await server.runDueWork();
    const requests = receiver.at('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((request) => request.headers['webhook-id'])).size).toBe(1);
    [log] = await deliveries(body.endpoint.id);
    expect(log).toMatchObject({ status: 'DELIVERED', attempts: 3, nextAttemptAt: null });
  });

  it("keeps a tournament's events in order: a later one waits for an earlier one that is being retried", async () => {
    receiver.answer('/ordered', [503, 200]);
    const { body } = await create(owner, '/ordered', ['tournament.published', 'tournament.cancelled']);
    const tournamentId = await createPublished(server, owner, { name: 'Ordered Cup' });
    await server.runDueWork();
    expect((await call(server, 'POST', `/tournaments/${tournamentId}/cancel`, { session: owner })).status).toBe(200);
    await server.runDueWork();
    // The published event failed once; the cancellation was not sent ahead of it.
    expect(receiver.at('/ordered').map((request) => JSON.parse(request.body).type)).toEqual(['tournament.published']);
    clock.advance(20 * SECOND);
    await server.runDueWork();
    expect(receiver.at('/ordered').map((request) => JSON.parse(request.body).type)).toEqual([
      'tournament.published',
      'tournament.published',
      'tournament.cancelled',
    ]);
    expect(await deliveries(body.endpoint.id)).toHaveLength(2);
  });

  it('redelivers a delivered event with its webhook-id', async () => {
    const { body } = await create(owner, '/again');
    await sendTest(body.endpoint.id);
    await server.runDueWork();
    const [delivered] = await deliveries(body.endpoint.id);
    const redelivered = await call(server, 'POST', `${base}/${body.endpoint.id}/deliveries/${delivered.id}/redeliver`, {
      session: owner,
    });
    expect(redelivered.status).toBe(202);
    await server.runDueWork();
    const requests = receiver.at('/again');
    expect(requests).toHaveLength(2);
    expect(requests[1].headers['webhook-id']).toBe(requests[0].headers['webhook-id']);
    expect(requests[1].headers['webhook-id']).toBe(delivered.eventId);
    const unknown = await call(server, 'POST', `${base}/${body.endpoint.id}/deliveries/${body.endpoint.id}/redeliver`, {
      session: owner,
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'WEBHOOK-DELIVERY-NOT-FOUND' } });
  });

  it('switches off an endpoint that failed for a day and e-mails the owner', async () => {
    receiver.answer('/down', 500);
    const { body } = await create(owner, '/down');
    await sendTest(body.endpoint.id);
    await server.runDueWork();
    clock.advance(12 * HOUR);
    await server.runDueWork();
    const halfway = (await call<WebhookEndpoint[]>(server, 'GET', base, { session: owner })).body.find(
      (endpoint) => endpoint.id === body.endpoint.id,
    )!;
    expect(halfway).toMatchObject({ enabled: true });
    expect(halfway.failingSince).not.toBeNull();
    clock.advance(12 * HOUR + SECOND);
    await server.runDueWork();
    const after = (await call<WebhookEndpoint[]>(server, 'GET', base, { session: owner })).body.find(
      (endpoint) => endpoint.id === body.endpoint.id,
    )!;
    expect(after.enabled).toBe(false);
    const attempts = receiver.at('/down').length;
    expect(attempts).toBe(3);
    const mail = await mailBesideVerification(server.database.handle.db, 'hooks-owner@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0].bodyText).toContain(receiver.origin + '/down');
    // Switched off, it is not tried again however long it waits.
    clock.advance(4 * HOUR);
    await server.runDueWork();
    expect(receiver.at('/down')).toHaveLength(attempts);
    // Switched on again (receiver fixed), what it missed is sent.
    receiver.answer('/down', 200);
    await call(server, 'PUT', `${base}/${body.endpoint.id}`, { session: owner, json: { enabled: true } });
    await server.runDueWork();
    expect(receiver.at('/down')).toHaveLength(attempts + 1);
    expect((await deliveries(body.endpoint.id))[0].status).toBe('DELIVERED');
  });
});

describe.each(testEngines())('webhook address refusals on %s (no allow-list)', (engine) => {
  let server: TestServer;
  let owner: Session;

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await server.signUp('ssrf-owner@example.com', 'SsrfOwner');
    await makeOrganizer(server, owner, 'SSRF Events');
  });
  afterAll(async () => server?.close());

  it.each([
    'http://localhost:8080/hook',
    'https://localhost/hook',
    'https://127.0.0.1/hook',
    'http://127.0.0.1:9/hook',
    'https://10.0.0.1/hook',
    'https://172.16.0.1/hook',
    'https://192.168.1.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
    'https://[::1]/hook',
    'https://[fc00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'http://8.8.8.8/hook',
    'ftp://example.com/hook',
    'https://user:pw@8.8.8.8/hook',
    'not a url',
  ])('refuses %s', async (url) => {
    const answer = await call(server, 'POST', base, { session: owner, json: { url, events: ['match.final'] } });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('WEBHOOK-URL-REFUSED');
    expect(answer.body.formFieldErrors.url).toEqual(expect.any(String));
  });

  it('stores nothing for a refused URL', async () => {
    expect((await call(server, 'GET', base, { session: owner })).body).toEqual([]);
  });
});
