// The live feed's numbering after commit (migration 0860, issue 28): an event enters its tournament's log
// unnumbered and the numbering pass gives it the next id once its transaction has committed. What a reader relies
// on: ids only grow in the order events become readable, so a reader that resumes after the last id it saw never
// skips one, even when an event recorded earlier commits later; passes running at once (two processes) number each
// event once; and each log keeps its last 1000 events, a reader resuming from before them being told the oldest.
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../../server/db/database.js';
import type { Database } from '../../../server/db/schema.js';
import {
  feedEventsAfter,
  feedPosition,
  numberFeedEvents,
} from '../../../server/modules/integrations/tournament-feed-repository.js';
import { createTestDatabase, testEngines, type TestDatabase } from '../../support/test-database.js';

const TOURNAMENT_A = '00000000-0000-4000-8000-00000000000a';
const TOURNAMENT_B = '00000000-0000-4000-8000-00000000000b';

/** Records events in the feed as a change's statement does: unnumbered, in the given order. */
async function record(db: Kysely<Database>, tournamentId: string, labels: readonly string[]) {
  await sql`INSERT INTO tournament_feed_events (tournament_id, type, version, data, occurred_at)
    SELECT ${tournamentId}::uuid, 'match.reported', 1, jsonb_build_object('label', l.label), now()
    FROM unnest(${labels}::text[]) WITH ORDINALITY AS l(label, ord) ORDER BY l.ord`.execute(db);
}

/** A reader that resumes after the last id it saw, as a reconnecting feed client does. */
function reader(db: Kysely<Database>, tournamentId: string) {
  const seen: { id: number; label: string }[] = [];
  return {
    seen,
    async read() {
      const after = seen.at(-1)?.id ?? 0;
      const events = await feedEventsAfter(db, tournamentId, after, 1_000);
      seen.push(...events.map((event) => ({ id: event.id, label: String(event.data.label) })));
    },
  };
}

/** A fresh migrated database for the suite around the call, handed to `ready` once open. */
function useDatabase(engine: Engine, ready: (db: Kysely<Database>) => void) {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    ready(database.handle.db);
  });
  afterAll(async () => {
    await database?.drop();
  });
}

describe.each(testEngines())('the live feed numbered after commit on %s', (engine) => {
  let db!: Kysely<Database>;
  useDatabase(engine, (opened) => (db = opened));

  it('numbers committed events in entry order, per tournament, from 1, and only once', async () => {
    await record(db, TOURNAMENT_A, ['a1', 'a2']);
    await record(db, TOURNAMENT_B, ['b1']);
    await record(db, TOURNAMENT_A, ['a3']);
    expect(await feedEventsAfter(db, TOURNAMENT_A, 0, 10)).toEqual([]);
    expect((await numberFeedEvents(db)).sort()).toEqual([TOURNAMENT_A, TOURNAMENT_B]);
    const a = reader(db, TOURNAMENT_A);
    await a.read();
    expect(a.seen).toEqual([
      { id: 1, label: 'a1' },
      { id: 2, label: 'a2' },
      { id: 3, label: 'a3' },
    ]);
    expect(await feedPosition(db, TOURNAMENT_B)).toEqual({ last: 1, oldest: 1 });
    expect(await numberFeedEvents(db)).toEqual([]);
    expect(await feedPosition(db, TOURNAMENT_A)).toEqual({ last: 3, oldest: 1 });
  });

  it('keeps the last 1000 events of a tournament', async () => {
    const tournament = '00000000-0000-4000-8000-0000000000c0';
    await record(
      db,
      tournament,
      Array.from({ length: 1_004 }, (_, i) => `c${i + 1}`),
    );
    await numberFeedEvents(db);
    await record(db, tournament, ['c1005']);
    await numberFeedEvents(db);
    expect(await feedPosition(db, tournament)).toEqual({ last: 1_005, oldest: 6 });
    const kept = await feedEventsAfter(db, tournament, 0, 2_000);
    expect(kept.length).toBe(1_000);
    expect(kept[0]).toMatchObject({ id: 6, data: { label: 'c6' } });
  });
});

// Transactions that overlap need connections of their own: PostgreSQL only (PGlite runs one transaction at a time).
describe.each(testEngines().filter((engine) => engine === 'postgres'))(
  'the live feed numbered after commit, with overlapping transactions, on %s',
  (engine) => {
    let db!: Kysely<Database>;
    useDatabase(engine, (opened) => (db = opened));

    it('gives an event that commits late an id after those already read: a resuming reader never skips one', async () => {
      const tournament = '00000000-0000-4000-8000-0000000000d0';
      const feed = reader(db, tournament);
      let commitLate!: () => void;
      const lateMayCommit = new Promise<void>((resolve) => (commitLate = resolve));
      let lateRecorded!: () => void;
      const recorded = new Promise<void>((resolve) => (lateRecorded = resolve));
      // Recorded first, committed last (a long transaction of one process).
      const late = db.transaction().execute(async (trx) => {
        await record(trx, tournament, ['late']);
        lateRecorded();
        await lateMayCommit;
      });
      await recorded;
      await record(db, tournament, ['early']);
      await numberFeedEvents(db);
      await feed.read();
      expect(feed.seen).toEqual([{ id: 1, label: 'early' }]);
      commitLate();
      await late;
      await numberFeedEvents(db);
      await feed.read();
      expect(feed.seen).toEqual([
        { id: 1, label: 'early' },
        { id: 2, label: 'late' },
      ]);
    });

    it('numbers each event once while writers and two processes’ passes run at once, and readers see every id in turn', async () => {
      const tournaments = Array.from(
        { length: 6 },
        (_, i) => `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`,
      );
      const readers = tournaments.map((id) => reader(db, id));
      const expected = new Map(tournaments.map((id) => [id, [] as string[]]));
      let writing = true;
      const writers = Array.from({ length: 4 }, async (_, w) => {
        for (let round = 0; round < 40; round++) {
          // Each transaction records for two tournaments, in an order that differs between writers.
          const pair = [tournaments[(w + round) % 6], tournaments[(w * 5 + round + 1) % 6]];
          const labels = pair.map((id, k) => `w${w}r${round}k${k}:${id.slice(-2)}`);
          await db.transaction().execute(async (trx) => {
            for (const [k, id] of pair.entries()) await record(trx, id, [labels[k]]);
          });
          pair.forEach((id, k) => expected.get(id)!.push(labels[k]));
        }
      });
      const passes = Array.from({ length: 2 }, async () => {
        while (writing) await numberFeedEvents(db);
      });
      const reading = (async () => {
        while (writing) await Promise.all(readers.map((r) => r.read()));
      })();
      await Promise.all(writers);
      writing = false;
      await Promise.all([...passes, reading]);
      await numberFeedEvents(db);
      await Promise.all(readers.map((r) => r.read()));
      for (const [k, id] of tournaments.entries()) {
        const seen = readers[k].seen;
        // Every id from 1 up, in order, once: a skipped or repeated number would show as a gap or a repeat.
        expect(seen.map((event) => event.id)).toEqual(seen.map((_, i) => i + 1));
        expect(seen.map((event) => event.label).sort()).toEqual([...expected.get(id)!].sort());
      }
    });
  },
);
