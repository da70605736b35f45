// The server's requests to its own built-in services (in-process-fetch.ts), made while the app is still being
// built — a job the queue picked up at start-up, paying prizes from the dev chain — wait for the boot to end
// instead of starting it (Fastify's inject would call ready() from inside the boot, which hung the server's
// start on a loaded machine).
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { inProcessFetch } from '../../server/in-process-fetch.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('in-process requests', () => {
  it('made while the app is being built are answered once it has booted, and do not boot it', async () => {
    const app = Fastify();
    const local = inProcessFetch(app, 'http://arena.test');
    let readyHooksRun = 0;
    app.addHook('onReady', async () => {
      readyHooksRun++;
    });
    app.get('/ping', async () => ({ pong: true }));
    let answered = false;
    const answer = local('http://arena.test/ping?from=boot').then((response) => {
      answered = true;
      return response;
    });
    // The build goes on after the request: a plugin that takes its time, registered after it.
    await app.register(async (later) => {
      await pause(30);
      later.get('/later', async () => ({ later: true }));
    });
    await pause(30);
    expect(answered).toBe(false);
    expect(readyHooksRun).toBe(0);

    await app.ready();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pong: true });
    expect(readyHooksRun).toBe(1);
    // After the boot, requests are served at once, including routes registered after the early request.
    expect(await (await local('http://arena.test/later')).json()).toEqual({ later: true });
    await app.close();
  });
});
