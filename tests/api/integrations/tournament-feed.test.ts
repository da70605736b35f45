// Issue 27 (§2 events left, §3 feed): a two-stage event with a prize, played through the API, announces
// tournament.started, match.ready (sides named after the entrants), stage.advanced and prize.paid to a subscribed
// endpoint (a real receiver), and streams its events on the public feed (server-sent events) with increasing ids;
// a reconnect with Last-Event-ID gets exactly the missed ones from the stored log; drafts and hidden tournaments
// have no feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookWithSecret } from '../../../src/contract/webhooks.js';
import { EventStream, type SseEvent } from '../../support/event-stream.js';
import { ManualClock } from '../../support/manual-clock.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { linkWallet } from '../../support/wallet-kit.js';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.js';
import {
  MINUTE,
  playRounds,
  publishPlayable,
  registerAndCheckIn,
  signUpCast,
  type PickWinner,
} from '../matches/play-kit.js';
import { call, userId } from '../teams/people-kit.js';
import { createDraft } from '../tournaments/tournament-kit.js';

/** A Swiss round of four, then a final between its top two: two rounds, two stages. */
const SWISS_TO_FINAL = {
  format: 'SWISS_SYSTEM',
  stageType: 'MULTI_STAGE',
  minParticipants: 4,
  maxParticipants: 4,
  numberOfRounds: 1,
  bestOf: [1],
  stages: [{ format: 'SINGLE_ELIMINATION', qualification: { kind: 'TOP_OVERALL', count: 2 }, bestOf: [1] }],
};
const betterSeed: PickWinner = (_, seeds) => Math.min(...seeds);
const NEW_EVENTS = ['tournament.started', 'match.ready', 'stage.advanced', 'prize.paid'];

interface Payload {
  type: string;
  version: number;
  data: Record<string, unknown>;
}
const payloadOf = (event: SseEvent) => JSON.parse(event.data) as Payload;

describe.each(testEngines())('tournament events and live feed on %s', (engine) => {
  let server: TestServer;
  let receiver: WebhookReceiver;
  const clock = new ManualClock();
  let organizer: Session;
  const players: { session: Session; id: string }[] = [];
  let names: string[];
  let feedUrl: (id: string) => string;

  beforeAll(async () => {
    // The webhook verifier's timestamp window is the real time: start there.
    clock.set(Date.now());
    receiver = await startWebhookReceiver();
    server = await startTestServer(engine, { WEBHOOK_ALLOWED_ADDRESSES: '127.0.0.1' }, { clock });
    feedUrl = (id) => `${server.baseUrl}/api/v1/tournaments/${id}/feed`;
    const cast = await signUpCast(server, { tag: 'feed', organization: `Feed Events ${engine}`, players: 4 });
    organizer = cast.organizer;
    for (const session of cast.players) players.push({ session, id: await userId(server, session) });
    names = players.map((_, i) => `FeedPlayer${i}${engine}`);
    await Promise.all(players.map((player) => linkWallet(server, player.session)));
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  let played: { id: string; events: SseEvent[] };

  it('announces the start, ready matches, the next stage and a paid prize, and streams them on the feed', async () => {
    const wallet = await linkWallet(server, organizer);
    expect((await call(server, 'POST', '/chain/faucet', { session: organizer })).status).toBe(200);
    const hook = await call<WebhookWithSecret>(server, 'POST', '/organizations/current/webhooks', {
      session: organizer,
      json: { url: `${receiver.origin}/feed-${engine}`, events: [...NEW_EVENTS, 'match.final'] },
    });
    expect(hook.status).toBe(201);
    const prizepool = { rewards: [{ ranks: { kind: 'FIRST' }, uosAmount: '10.5', uniqs: [] }] };
    const t = await publishPlayable(server, organizer, clock, {
      rounds: 2,
      name: 'Feed Cup',
      format: SWISS_TO_FINAL,
      prizes: { prizepool, wallet },
    });
    const feed = await EventStream.open(feedUrl(t.id));
    // It opens where the log stands: the publication is event 1, and is not replayed.
    expect(JSON.parse(feed.events[0].data)).toEqual({ lastEventId: 1 });

    await registerAndCheckIn(
      server,
      clock,
      t,
      players.map((p) => p.session),
    );
    const done = await playRounds(server, clock, t, players, 2, organizer, betterSeed);
    expect(done.finished).toBe(true);
    clock.advance(16 * MINUTE);
    await server.runDueWork();

    const delivered = receiver.at(`/feed-${engine}`).map((request) => JSON.parse(request.body) as Payload);
    const types = delivered.map((payload) => payload.type);
    for (const type of NEW_EVENTS) expect(types, type).toContain(type);
    // In the order they happened: the start, the Swiss round's two matches ready, their results, the next stage,
    // the final ready, its result, the finish's prize.
    expect(types).toEqual([
      'tournament.started',
      'match.ready',
      'match.ready',
      'match.final',
      'match.final',
      'stage.advanced',
      'match.ready',
      'match.final',
      'prize.paid',
    ]);
    const ready = delivered.find((payload) => payload.type === 'match.ready')!;
    const sides = ready.data.sides as { name: string; registrationId: string; score: number | null }[];
    expect(sides).toHaveLength(2);
    for (const side of sides) {
      expect(names).toContain(side.name);
      expect(side.registrationId).toEqual(expect.any(String));
    }
    expect(delivered.find((payload) => payload.type === 'tournament.started')!.data).toEqual({
      tournamentId: t.id,
      tournamentName: 'Feed Cup',
    });
    expect(delivered.find((payload) => payload.type === 'stage.advanced')!.data).toEqual({
      tournamentId: t.id,
      stageIndex: 1,
      stageName: 'Stage 2 · Single elimination',
    });
    const champion = done.entrants.find((entrant) => entrant.finalRank === 1)!;
    expect(delivered.find((payload) => payload.type === 'prize.paid')!.data).toMatchObject({
      tournamentId: t.id,
      rank: 1,
      recipientUserId: champion.captainId,
      uosAmount: '10.50000000',
      transactionId: expect.any(String),
    });
    const final = delivered.filter((payload) => payload.type === 'match.final').at(-1)!;
    expect(final.data.sides).toEqual(
      expect.arrayContaining([{ registrationId: champion.registrationId, name: champion.name, score: 2 }]),
    );

    // The feed: the same events (registrations aside, match.reported and tournament.finished too), ids 2, 3, …
    const last = await feed.next((event) => event.event === 'prize.paid', 5_000);
    const events = feed.events.filter((event) => event.id !== null);
    expect(events.map((event) => Number(event.id))).toEqual(events.map((_, i) => i + 2));
    expect(events.at(-1)).toBe(last);
    const feedTypes = events.map((event) => event.event);
    expect(feedTypes).not.toContain('registration.created');
    expect(feedTypes.filter((type) => NEW_EVENTS.includes(type) || type === 'match.final')).toEqual(types);
    expect(feedTypes).toContain('match.reported');
    expect(feedTypes).toContain('tournament.finished');
    for (const event of events) expect(payloadOf(event)).toMatchObject({ type: event.event, version: 1 });
    feed.close();
    played = { id: t.id, events };
  }, 300_000);

  it('resumes after Last-Event-ID with exactly the missed events, and starts at the end without one', async () => {
    const middle = played.events[4];
    const resumed = await EventStream.open(feedUrl(played.id), { 'last-event-id': middle.id! });
    const missed = played.events.slice(5);
    await resumed.next((event) => event.id === missed.at(-1)!.id, 5_000);
    expect(
      resumed.events.filter((event) => event.id !== null).map((event) => [event.id, event.event, event.data]),
    ).toEqual(missed.map((event) => [event.id, event.event, event.data]));
    resumed.close();
    // The query parameter does the same for clients that cannot set the header.
    const byQuery = await EventStream.open(`${feedUrl(played.id)}?lastEventId=${played.events.at(-2)!.id}`);
    await byQuery.next((event) => event.id === played.events.at(-1)!.id, 5_000);
    byQuery.close();

    const fresh = await EventStream.open(feedUrl(played.id));
    expect(JSON.parse(fresh.events[0].data)).toEqual({ lastEventId: Number(played.events.at(-1)!.id) });
    fresh.close();
    expect(fresh.events.filter((event) => event.id !== null)).toEqual([]);
  });

  it('has no feed for a draft or a hidden tournament, and refuses an id it never sent', async () => {
    const draft = await createDraft(server, organizer, 'chess', 'Draft Cup');
    const refused = await fetch(feedUrl(draft));
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ message: 'TOURNAMENT-NOT-FOUND' });
    const hidden = await publishPlayable(server, organizer, clock, {
      rounds: 1,
      name: 'Hidden Cup',
      settings: { hidden: true },
    });
    const forbidden = await fetch(feedUrl(hidden.id));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ message: 'TOURNAMENT-FEED-NOT-PUBLIC' });
    const bad = await fetch(feedUrl(played.id), { headers: { 'last-event-id': 'abc' } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ formFieldErrors: { lastEventId: expect.any(String) } });
  });

  it('is described in the OpenAPI document: an event stream of webhook payloads, resumable, read by the overlays', async () => {
    const document = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const feed = document.paths['/api/v1/tournaments/{id}/feed'].get;
    expect(feed.parameters.map((parameter) => [parameter.in, parameter.name])).toEqual(
      expect.arrayContaining([
        ['path', 'id'],
        ['query', 'lastEventId'],
        ['header', 'last-event-id'],
      ]),
    );
    const stream = feed.responses['200'].content['text/event-stream'].schema;
    // One payload per type, the type as a one-value enum (how the document's generator writes a literal).
    const types = stream.anyOf.map((payload) => payload.properties.type.enum?.[0]);
    expect(types).toEqual(expect.arrayContaining(['match.reported', 'match.final', 'stage.advanced']));
    expect(types).not.toContain('registration.created');
    expect(Object.keys(stream.anyOf[0].properties)).toEqual(['type', 'version', 'timestamp', 'data']);
    for (const words of ['Last-Event-ID', 'event: ready', 'event: reset', '/overlay/tournaments/{id}/match'])
      expect(feed.description).toContain(words);
  });
});

interface OpenApiOperation {
  description: string;
  parameters: { in: string; name: string }[];
  responses: Record<
    string,
    { content: Record<string, { schema: { anyOf: { properties: Record<string, { enum?: string[] }> }[] } }> }
  >;
}
