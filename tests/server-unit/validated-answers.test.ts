// server/validated-answers.ts on its own, through a bare Fastify app: a copy is built once per version and sent
// again only while its version holds and its instant has not come; its compressed forms are made once; the least
// recently used copies go when either limit is passed.
import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ValidatedAnswers, type ValidatedAnswersLimits } from '../../server/validated-answers.js';
import { ManualClock } from '../support/manual-clock.js';

describe('validated answers', () => {
  const clock = new ManualClock(1_000_000);
  let app: FastifyInstance;
  const builds: string[] = [];
  let version = 'v1';
  let changesAt: number | null = null;

  function serve(limits?: ValidatedAnswersLimits, size = 10) {
    const answers = new ValidatedAnswers(clock, limits);
    app = Fastify();
    app.get<{ Params: { key: string } }>('/:key', (request, reply) =>
      answers.send(
        request,
        reply,
        request.params.key,
        version,
        async () => {
          builds.push(`${request.params.key}@${version}`);
          return { view: { key: request.params.key, version, filler: 'x'.repeat(size) }, changesAt };
        },
        (body) => JSON.stringify(body),
      ),
    );
    return answers;
  }
  const get = (key: string, encoding = 'identity') =>
    app.inject({ method: 'GET', url: `/${key}`, headers: { 'accept-encoding': encoding } });

  afterEach(async () => {
    await app?.close();
    builds.length = 0;
    version = 'v1';
    changesAt = null;
  });

  it('builds once per version, and again once the instant it changes at has come', async () => {
    serve();
    changesAt = clock.now() + 1000;
    expect((await get('a')).json()).toMatchObject({ key: 'a', version: 'v1' });
    await get('a');
    expect(builds).toEqual(['a@v1']);
    version = 'v2';
    expect((await get('a')).json()).toMatchObject({ version: 'v2' });
    expect(builds).toEqual(['a@v1', 'a@v2']);
    clock.advance(999);
    await get('a');
    expect(builds).toHaveLength(2);
    clock.advance(1);
    await get('a');
    expect(builds).toEqual(['a@v1', 'a@v2', 'a@v2']);
  });

  it('compresses an answer of 1 KB or more once per encoding, and sends small ones as they are', async () => {
    serve(undefined, 4000);
    const first = await get('big', 'gzip');
    const second = await get('big', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(gunzipSync(second.rawPayload).toString())).toMatchObject({ key: 'big' });
    expect((await get('big')).headers['content-encoding']).toBeUndefined();
    await app.close();
    serve(undefined, 10);
    const small = await get('small', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('drops the least recently used copies past either limit', async () => {
    const answers = serve({ entries: 2, bytes: 1_000_000 });
    await get('a');
    await get('b');
    await get('a'); // a is now the most recently used
    await get('c'); // b goes
    expect(answers.size).toBe(2);
    await get('a');
    await get('b');
    expect(builds).toEqual(['a@v1', 'b@v1', 'c@v1', 'b@v1']);
    await app.close();
    builds.length = 0;
    const bounded = serve({ entries: 100, bytes: 2500 }, 1000);
    for (const key of ['a', 'b', 'c']) await get(key);
    expect(bounded.size).toBe(2);
    await get('a');
    expect(builds).toEqual(['a@v1', 'b@v1', 'c@v1', 'a@v1']);
  });
});
