// Live updates (issue 6 §4): GET /tournaments/events streams `tournament-changed` {id} for public tournaments,
// fed by PostgreSQL LISTEN/NOTIFY from database triggers — so a change written by ANY process reaches the
// subscribers of every process. On PostgreSQL a second, real server process shares the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SocketStream } from '../../support/live-socket.js';
import { EventStream, type SseEvent } from '../../support/event-stream.js';
import { startServerProcess, type ServerProcess } from '../../support/server-process.js';
import { testEngines } from '../../support/test-database.js';
import { startTestServer, type Session, type TestServer } from '../../support/test-server.js';
import { call } from '../teams/people-kit.js';
import {
  addGame,
  createDraft,
  createPublished,
  makeOrganizer,
  saveSection,
  soloBody,
  mainInformation,
} from './tournament-kit.js';

/** A subscriber of the live updates: which tournaments it was told changed. */
class LiveEventStream extends EventStream {
  /** Lets earlier writes' (coalesced) events arrive, then forgets them: what follows is caused by the test. */
  async settle(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, 500));
    this.events.length = 0;
  }

  changedIds(): string[] {
    return this.events
      .filter((event) => event.event === 'tournament-changed')
      .map((event) => JSON.parse(event.data).id);
  }

  async changed(id: string, timeoutMs = 5_000): Promise<SseEvent> {
    return this.next((event) => event.event === 'tournament-changed' && JSON.parse(event.data).id === id, timeoutMs);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status an upgrade is refused with. */
function refusedUpgrade(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    socket.on('open', () => reject(new Error('upgrade was accepted')));
    socket.on('error', () => undefined);
  });
}

describe.each(testEngines())('live tournament updates on %s', (engine) => {
  let server: TestServer;
  let organizer: Session;
  let players: Session[];
  const streams: LiveEventStream[] = [];
  const subscribe = async (query = '', target = server.baseUrl) => {
    const stream = await LiveEventStream.open(`${target}/api/v1/tournaments/events${query}`);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    server = await startTestServer(engine);
    organizer = await server.signUp(`lu-org-${engine}@example.com`, `LuOrg${engine}`);
    players = [];
    for (let i = 0; i < 3; i++)
      players.push(await server.signUp(`lu-p${i}-${engine}@example.com`, `LuPlayer${i}${engine}`));
    await makeOrganizer(server, organizer, 'Live Events');
    await addGame(server, 'chess', 'Chess');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  it('announces registrations, check-ins and state changes of a tournament to subscribers', async () => {
    const id = await createPublished(server, organizer, { name: 'Live Cup' });
    const all = await subscribe();
    const onlyThis = await subscribe(`?ids=${id}`);
    const onlyOther = await subscribe(`?ids=${crypto.randomUUID()}`);
    await Promise.all([all.settle(), onlyThis.settle(), onlyOther.settle()]);

    const before = Date.now();
    expect(
      (await call(server, 'POST', `/participants/${id}/registrations/solo`, { session: players[0], json: soloBody() }))
        .status,
    ).toBe(200);
    const seen = await all.changed(id);
    await onlyThis.changed(id);
    console.log(`[live-updates ${engine}] registration → event in ${seen.at - before} ms`);

    // The organizer cancels: another event.
    const count = all.changedIds().length;
    expect((await call(server, 'POST', `/tournaments/${id}/cancel`, { session: organizer })).status).toBe(200);
    await all.next(() => all.changedIds().length > count, 5_000);
    await sleep(400);
    expect(onlyOther.changedIds()).toEqual([]);
  });

  it('coalesces a burst into few events and says nothing about drafts', async () => {
    const id = await createPublished(server, organizer, { name: 'Burst Cup' });
    const draft = await createDraft(server, organizer, 'chess', 'Secret Draft');
    const stream = await subscribe();
    await stream.settle();
    await Promise.all(
      players.map((player) =>
        call(server, 'POST', `/participants/${id}/registrations/solo`, { session: player, json: soloBody() }),
      ),
    );
    await Promise.all(
      players.map((player) => call(server, 'DELETE', `/participants/${id}/registrations`, { session: player })),
    );
    await saveSection(server, organizer, draft, 'main-information', mainInformation({ name: 'Secret Draft' }));
    await stream.changed(id);
    await sleep(600);
    const forBurst = stream.changedIds().filter((changed) => changed === id).length;
    // Six writes in well under a second: at most one event per 250 ms window.
    expect(forBurst).toBeGreaterThanOrEqual(1);
    expect(forBurst).toBeLessThan(6);
    expect(stream.changedIds()).not.toContain(draft);
  });

  it('refuses bad filters with field errors', async () => {
    const bad = await call(server, 'GET', '/tournaments/events?ids=not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'VALIDATION-FAILED', formFieldErrors: { ids: expect.any(String) } });
    const tooMany = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    expect((await call(server, 'GET', `/tournaments/events?ids=${tooMany}`)).status).toBe(400);
    const wsBase = server.baseUrl.replace('http', 'ws');
    const badSocket = await refusedUpgrade(`${wsBase}/api/v1/tournaments/events?ids=nope`);
    expect(badSocket.status).toBe(400);
    expect(JSON.parse(badSocket.body)).toMatchObject({
      message: 'VALIDATION-FAILED',
      formFieldErrors: { ids: expect.any(String) },
    });
    expect((await refusedUpgrade(`${wsBase}/api/v1/somewhere-else`)).status).toBe(404);
  });

  it('delivers the same changes over a WebSocket, filtered by ?ids', async () => {
    const id = await createPublished(server, organizer, { name: 'Socket Cup' });
    const wsBase = server.baseUrl.replace('http', 'ws');
    const socket = await SocketStream.open(`${wsBase}/api/v1/tournaments/events`);
    const other = await SocketStream.open(`${wsBase}/api/v1/tournaments/events?ids=${crypto.randomUUID()}`);
    await Promise.all([socket.settle(), other.settle()]);
    expect(
      (await call(server, 'POST', `/participants/${id}/registrations/solo`, { session: players[0], json: soloBody() }))
        .status,
    ).toBe(200);
    await socket.changed(id);
    await sleep(400);
    expect(other.messages).toEqual([]);
    socket.socket.close();
    other.socket.close();
  });

  if (engine === 'postgres') {
    describe('across two server processes', () => {
      let second: ServerProcess;
      beforeAll(async () => {
        // Same database, same public URL (so tokens of the built-in provider are valid on both): a second
        // replica behind the same load balancer.
        second = await startServerProcess({
          env: { DATABASE_URL: server.database.databaseUrl!, PUBLIC_URL: server.baseUrl },
        });
      }, 180_000);
      afterAll(async () => second?.close());

      it('a subscriber of process A hears a registration made through process B, and the reverse', async () => {
        const id = await createPublished(server, organizer, { name: 'Two Process Cup' });
        const onA = await SocketStream.open(
          `${server.baseUrl.replace('http', 'ws')}/api/v1/tournaments/events?ids=${id}`,
        );
        const onB = await subscribe(`?ids=${id}`, `http://127.0.0.1:${second.port}`);
        await Promise.all([onA.settle(), onB.settle()]);
        const viaB = (path: string, session: Session) =>
          fetch(`http://127.0.0.1:${second.port}/api/v1${path}`, {
            method: 'POST',
            headers: { ...session.headers, 'content-type': 'application/json' },
            body: JSON.stringify(soloBody()),
          });
        const before = Date.now();
        const registered = await viaB(`/participants/${id}/registrations/solo`, players[0]);
        expect(registered.status).toBe(200);
        const heardOnA = await onA.changed(id);
        console.log(`[live-updates postgres] registration on B → event on A in ${heardOnA.at - before} ms`);
        const seenOnA = (await call(server, 'GET', `/tournaments/${id}`)).body;
        expect(seenOnA.participantCount).toBe(1);
        onA.socket.close();

        const countOnB = onB.changedIds().length;
        expect(
          (
            await call(server, 'POST', `/participants/${id}/registrations/solo`, {
              session: players[1],
              json: soloBody(),
            })
          ).status,
        ).toBe(200);
        await onB.next(() => onB.changedIds().length > countOnB, 5_000);
      });
    });
  }

  it('ends open streams and sockets at shutdown so the graceful drain does not wait on them', async () => {
    const own = await startTestServer(engine);
    try {
      const open = await Promise.all(
        [0, 1, 2].map(() => LiveEventStream.open(`${own.baseUrl}/api/v1/tournaments/events`)),
      );
      const socket = await SocketStream.open(`${own.baseUrl.replace('http', 'ws')}/api/v1/tournaments/events`);
      const started = Date.now();
      await own.app.close();
      const tookMs = Date.now() - started;
      console.log(`[live-updates ${engine}] close with 3 event streams and a WebSocket open took ${tookMs} ms`);
      expect(tookMs).toBeLessThan(12_000);
      await sleep(100);
      expect(open.every((stream) => stream.ended)).toBe(true);
      expect(socket.closeCode).toBe(1001);
    } finally {
      await own.close();
    }
  });
});
