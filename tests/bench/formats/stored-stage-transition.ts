// Issue 31 §4, a stage transition as the server runs it (needs DATABASE_URL): a 16,384-entrant Swiss stage stored
// in PostgreSQL and played to its end (results written in bulk, each round paired by the play clock; set-up, not
// timed), then the play clock's tick that resolves its last round and moves the event on — the stored matches
// replayed into standings, the top 512 qualified and seeded into a double-elimination playoff, its whole bracket
// and rounds stored, the others placed — timed. `tsx tests/bench/formats/stored-stage-transition.ts [entrants]
// [rounds] [qualified]`; the last line is one JSON object.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { PlayService } from '../../../server/modules/matches/play/play-service.js';
import { at, publishPlayable } from '../../api/matches/play-kit.js';
import { addGame, makeOrganizer } from '../../api/tournaments/tournament-kit.js';
import { ManualClock } from '../../support/manual-clock.js';
import { startTestServer } from '../../support/test-server.js';

const entrants = Number(process.argv[2] ?? 16_384);
const rounds = Number(process.argv[3] ?? 9);
const qualified = Number(process.argv[4] ?? 512);
const TARGET_MS = 2_000;

if (!process.env.DATABASE_URL) {
  console.log('stored stage transition: skipped (set DATABASE_URL to measure it on PostgreSQL)');
  process.exit(0);
}

const clock = new ManualClock();
const server = await startTestServer('postgres', {}, { clock });
try {
  const db = server.database.handle.db;
  const setupStart = performance.now();
  const organizer = await server.signUp('stage-bench@bench.example', 'StageBench');
  await makeOrganizer(server, organizer, 'Stage Bench');
  await addGame(server, 'chess');
  const t = await publishPlayable(server, organizer, clock, {
    rounds: rounds + 12,
    seedingWindow: true,
    name: 'Stage Transition Bench',
    format: {
      format: 'SWISS_SYSTEM',
      stageType: 'MULTI_STAGE',
      minParticipants: entrants,
      maxParticipants: entrants,
      numberOfRounds: rounds,
      stages: [
        {
          format: 'DOUBLE_ELIMINATION',
          qualification: { kind: 'TOP_OVERALL', count: qualified },
          seeding: 'BY_STANDING',
          grandFinal: 'RESET',
          bestOf: [1],
        },
      ],
    },
  });
  const users = await sql<{ id: string }>`
    INSERT INTO users (issuer, subject, email, nickname)
    SELECT 'bench', 'st-' || n, 'st' || n || '@bench.example', 'st' || n FROM generate_series(1, ${entrants}) AS n
    RETURNING id`.execute(db);
  const ids = users.rows.map((row) => row.id);
  for (let start = 0; start < ids.length; start += 2_000) {
    await db
      .insertInto('tournament_registrations')
      .values(
        ids.slice(start, start + 2_000).map((userId, k) => ({
          tournament_id: t.id,
          kind: 'SOLO' as const,
          user_id: userId,
          member_ids: JSON.stringify([userId]),
          discord_nickname: `st#${start + k}`,
          game_nickname: `st${start + k}`,
          is_old_enough: true,
          status: 'CHECKED_IN' as const,
          checked_in_at: new Date(),
        })),
      )
      .execute();
  }
  clock.set(at.checkInClosed(t.t0) + 60_000);
  await server.runDueWork();
  clock.set(at.seedingClosed(t.t0));
  const play = new PlayService(db, clock);
  await play.advance(t.id);
  // Every Swiss match of a round won by its first side (a seeded coin would change nothing measured here).
  const playRound = (r: number) =>
    sql`
    UPDATE matches SET status = 'COMPLETED', winner = (participants->>0)::int, resolution = 'CONFIRMED',
      resolved_at = now(), result = jsonb_build_object('participants', participants,
        'games', jsonb_build_array(jsonb_build_object('score', jsonb_build_array(1, 0))))
    WHERE tournament_id = ${t.id} AND round_index = ${r} AND status = 'READY'`.execute(db);
  for (let r = 0; r < rounds - 1; r++) {
    clock.set(at.roundStarted(t.t0, r));
    await playRound(r);
    await play.advance(t.id);
  }
  clock.set(at.roundStarted(t.t0, rounds - 1));
  await playRound(rounds - 1);
  const setupMs = performance.now() - setupStart;

  const started = performance.now();
  const result = await play.advance(t.id);
  const ms = performance.now() - started;
  if (!result.steps.includes('STAGE_STARTED:1')) throw new Error(`no transition: ${result.steps.join(', ')}`);
  const stored = await db
    .selectFrom('matches')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tournament_id', '=', t.id)
    .where('round_index', '>=', rounds)
    .executeTakeFirstOrThrow();
  const round = (value: number) => Math.round(value * 10) / 10;
  console.log(
    `${entrants} Swiss entrants (${rounds} rounds stored) → ${qualified}-entrant double-elimination playoff, ` +
      `qualified, seeded and its ${stored.n} matches stored in PostgreSQL: ${round(ms)} ms ` +
      `(target < ${TARGET_MS.toLocaleString('en')} ms; set-up ${round(setupMs / 1000)} s)`,
  );
  console.log(
    JSON.stringify({
      bench: 'stored-stage-transition',
      entrants,
      rounds,
      qualified,
      matches: stored.n,
      ms: round(ms),
      targetMs: TARGET_MS,
    }),
  );
} finally {
  await server.close();
}
