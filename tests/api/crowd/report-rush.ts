// Issue 11 §6 "Concurrency", on the shared crowd (two-process-crowd.ts), on the real clock. A Swiss tournament of
// 2,000 checked-in players, so round 1 has 1,000 matches, is published with its windows a few seconds from now; the
// players register and check in through both processes, the phase scheduler closes check-in and the play clock draws
// round 1. Then both sides of every match report at the same moment, half through each process, plus a second copy
// of some reports (the same player again, through the other process) and conflicting claims on a known subset. Every
// match must end exactly once — confirmed where the sides agree, disputed exactly where they conflict — every
// duplicate is refused with RESULT-ALREADY-SUBMITTED, nobody sees a 5xx, and the database holds each report once.
// Only PostgreSQL is shared between the processes, so this proves the match row lock (not in-process state)
// serializes the two sides.
import { beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { request } from 'undici';
import type { BracketsView, MatchView } from '../../../src/contract/matches.js';
import { systemClock } from '../../../server/clock.js';
import { mapLimited, type SignedInMember } from '../../bench/registration/player-crowd.js';
import { soloBody } from '../tournaments/tournament-kit.js';
import { duelFormBody, publishPlayable } from '../matches/play-kit.js';
import { CROWD_SIZE, type TwoProcessCrowd } from './two-process-crowd.js';

// RUSH_PLAYERS runs the same rush smaller (an even number), e.g. to try a change on a loaded machine.
const PLAYERS = CROWD_SIZE;
const MATCHES = PLAYERS / 2;
/** Every tenth match: both sides claim the win. */
const conflicting = (index: number) => index % 10 === 3;
const CONFLICTING = Array.from({ length: MATCHES }, (_, index) => index).filter((index) => conflicting(index)).length;
/** Every fifth match: side A's report is sent twice, the copy through the other process. */
const duplicated = (index: number) => index % 5 === 1;
// Registration and check-in windows long enough for 2,000 calls each, scaled by how long signing the crowd in
// took (a sign-in is seven requests and a password check), so a loaded machine gets longer windows. Registrations
// queue on the tournament row (each moves its counter); check-ins share that lock and run side by side. Measured
// on a 2-core machine: sign-in 23 s → registration 1.2 s, check-in 3.8 s (when check-ins still queued on the row:
// 18 s, and under heavy load 38.8 s after a 173 s sign-in). So registration gets a tenth of the sign-in time and
// check-in 30 %, never less than 6 ms a player; waiting for a window to close is time this suite spends idle.
// RUSH_WINDOW_SECONDS fixes the registration window (check-in: four and a half times that).
const windowsFor = (signInMs: number) => {
  if (process.env.RUSH_WINDOW_SECONDS) {
    const registration = Number(process.env.RUSH_WINDOW_SECONDS) * 1000;
    return { registration, checkIn: 4.5 * registration };
  }
  return {
    registration: Math.round(Math.min(90_000, Math.max(6_000, signInMs * 0.1))),
    checkIn: Math.round(Math.min(240_000, Math.max(12_000, PLAYERS * 6, signInMs * 0.3))),
  };
};
const LEAD_MS = 4_000;

interface Answer {
  status: number;
  message?: string;
  body: any;
}

const iso = (ms: number) => new Date(ms).toISOString();
const sleepUntil = (instant: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, instant - Date.now())));

export function reportRush(crowd: TwoProcessCrowd) {
  let cluster: TwoProcessCrowd['cluster'];
  let organizer: SignedInMember;
  let players: SignedInMember[];
  let tournamentId: string;
  let round: MatchView[];
  let byUser: Map<string, SignedInMember>;
  let view: BracketsView;

  /** One call of `player`, on their own connections; a network failure is an answer too (status 0). */
  async function send(
    process: number,
    player: SignedInMember,
    method: 'GET' | 'POST',
    path: string,
    body?: { body: string; contentType: string },
  ): Promise<Answer> {
    try {
      const response = await request(`${cluster.processes[process].url}/api/v1${path}`, {
        method,
        headers: { ...player.session.headers, ...(body ? { 'content-type': body.contentType } : {}) },
        body: body?.body,
        dispatcher: player.dispatcher,
      });
      const text = await response.body.text();
      let parsed: any;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        parsed = text;
      }
      return { status: response.statusCode, message: parsed?.message, body: parsed };
    } catch (error) {
      return { status: 0, message: String((error as { code?: string }).code ?? error), body: String(error) };
    }
  }

  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' });
  const failures = (answers: Answer[]) =>
    answers
      .filter((answer) => answer.status !== 200)
      .map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`.slice(0, 200));

  beforeAll(async () => {
    ({ cluster, organizer, players } = crowd);
    const signInMs = crowd.signInMs;
    const windows = windowsFor(signInMs);
    byUser = new Map(players.map((player) => [player.userId!, player]));

    // The schedule is laid out around now, as an organizer would publish a tournament starting shortly: the
    // processes run on the real clock. No seeding window: seeds freeze and round 1 is drawn at check-in's end;
    // round 1 starts a minute later, and reporting is open from 15 minutes before a round starts.
    const registrationStart = Date.now() + LEAD_MS;
    const checkInStart = registrationStart + windows.registration;
    const checkInEnd = checkInStart + windows.checkIn;
    const firstRound = checkInEnd + 60_000;
    const hour = 3_600_000;
    const schedule = {
      registration: { start: iso(registrationStart), end: iso(checkInStart) },
      checkIn: { start: iso(checkInStart), end: iso(checkInEnd) },
      rounds: [0, 1, 2].map((r) => ({ start: iso(firstRound + r * hour), end: iso(firstRound + (r + 1) * hour) })),
    };
    ({ id: tournamentId } = await publishPlayable(cluster.via(0), organizer.session, systemClock, {
      name: 'Report Rush Swiss',
      rounds: 3,
      format: { format: 'SWISS_SYSTEM', numberOfRounds: 3, maxParticipants: PLAYERS },
      schedule,
    }));

    await sleepUntil(registrationStart + 200);
    const timings = [`sign-in of ${PLAYERS} ${signInMs} ms`, `windows ${windows.registration} + ${windows.checkIn} ms`];
    let phaseStarted = Date.now();
    const registered = await mapLimited(players, 48, (player, index) =>
      send(index % 2, player, 'POST', `/participants/${tournamentId}/registrations/solo`, json(soloBody())),
    );
    expect(Date.now(), 'registrations outlasted their window: raise RUSH_WINDOW_SECONDS').toBeLessThan(checkInStart);
    expect(failures(registered)).toEqual([]);
    timings.push(`registration ${Date.now() - phaseStarted} ms`);
    console.info(`report rush set-up: ${timings.join(', ')}`);
    await sleepUntil(checkInStart + 200);
    phaseStarted = Date.now();
    const checkedIn = await mapLimited(players, 48, (player, index) =>
      send(index % 2, player, 'POST', `/participants/${tournamentId}/check-in`),
    );
    timings.push(`check-in ${Date.now() - phaseStarted} ms`);
    console.info(`report rush set-up: ${timings.join(', ')}`);
    expect(Date.now(), 'check-ins outlasted their window: raise RUSH_WINDOW_SECONDS').toBeLessThan(checkInEnd);
    expect(failures(checkedIn)).toEqual([]);

    // The phase job closes check-in on one process; the play clock seeds and draws round 1.
    await sleepUntil(checkInEnd);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answer = await send(1, organizer, 'GET', `/matches/${tournamentId}/brackets`);
      // The brackets view reads the play context and the matches one after the other, not in one snapshot: an
      // answer racing the commit that seeds and draws can show the matches without the entrants. Wait for both.
      if (answer.status === 200 && answer.body.matches.length > 0 && answer.body.entrants.length > 0) {
        view = answer.body;
        break;
      }
      if (Date.now() > deadline)
        throw new Error(`round 1 was not drawn: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    timings.push(`round 1 drawn ${Date.now() - checkInEnd} ms after check-in closed`);
    console.info(`report rush set-up: ${timings.join(', ')}`);
    round = view.matches.filter((match) => match.roundIndex === 0).sort((a, b) => a.position - b.position);
  }, 1_800_000);

  it(`resolves each of ${MATCHES} matches once when both sides report at once through two processes`, async () => {
    expect(view.entrants).toHaveLength(PLAYERS);
    expect(round).toHaveLength(MATCHES);
    expect(round.every((match) => match.status === 'READY')).toBe(true);

    const captain = new Map(view.entrants.map((entrant) => [entrant.seed, byUser.get(entrant.captainId)!]));
    interface Report {
      match: number;
      side: 0 | 1;
      copy: boolean;
      process: number;
    }
    const reports: Report[] = [];
    round.forEach((_, index) => {
      reports.push(
        { match: index, side: 0, copy: false, process: index % 2 },
        { match: index, side: 1, copy: false, process: (index + 1) % 2 },
      );
      if (duplicated(index)) reports.push({ match: index, side: 0, copy: true, process: (index + 1) % 2 });
    });
    const seedsOf = (match: MatchView) => match.sides.map((side) => side.seed!) as [number, number];
    /** Side A wins wherever the sides agree; in a conflicting match each side claims the win. */
    const claimedWinner = (report: Report) => {
      const seeds = seedsOf(round[report.match]);
      return conflicting(report.match) ? seeds[report.side] : seeds[0];
    };
    const fire = (report: Report) => {
      const match = round[report.match];
      const seeds = seedsOf(match);
      const mine = seeds[report.side];
      const winner = claimedWinner(report);
      const won = winner === mine;
      return send(
        report.process,
        captain.get(mine)!,
        'POST',
        `/matches/${tournamentId}/${match.id}/duel/score`,
        duelFormBody({ winner, mine: [won ? 2 : 0], theirs: [won ? 0 : 2] }),
      );
    };

    const rushStarted = Date.now();
    const answers = await Promise.all(reports.map(fire));
    console.info(`report rush: ${reports.length} reports answered in ${Date.now() - rushStarted} ms`);

    expect(
      answers
        .filter((answer) => answer.status >= 500 || answer.status === 0)
        .map((answer) => JSON.stringify(answer.body).slice(0, 200)),
    ).toEqual([]);
    // Per (match, side): exactly one report taken; every other copy refused with the catalogue's code.
    const taken = new Map<string, number>();
    const refusals: string[] = [];
    reports.forEach((report, i) => {
      const answer = answers[i];
      const key = `${report.match}:${report.side}`;
      if (answer.status === 200) taken.set(key, (taken.get(key) ?? 0) + 1);
      else refusals.push(`${key} ${answer.status} ${answer.message}`);
    });
    expect(taken.size).toBe(2 * MATCHES);
    expect([...taken.values()].every((count) => count === 1)).toBe(true);
    const copies = reports.filter((report) => report.copy).length;
    expect(refusals).toHaveLength(copies);
    expect(refusals.every((refusal) => refusal.endsWith('409 RESULT-ALREADY-SUBMITTED'))).toBe(true);

    // The database: two reports per match, each once; one final result per agreed match, one dispute per
    // conflicting one, and nothing else.
    const db = cluster.database.db;
    const rows = await db
      .selectFrom('matches')
      .select(['id', 'position', 'status', 'winner', 'resolution'])
      .where('tournament_id', '=', tournamentId)
      .where('round_index', '=', 0)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    const reportCounts = await sql<{ match_id: string; reports: number; sides: number }>`
      SELECT match_id, count(*)::int AS reports, count(DISTINCT seed)::int AS sides FROM match_reports WHERE tournament_id = ${tournamentId} GROUP BY match_id`.execute(
      db,
    );
    expect(reportCounts.rows).toHaveLength(MATCHES);
    expect(reportCounts.rows.every((row) => row.reports === 2 && row.sides === 2)).toBe(true);
    const events = await sql<{ match_id: string; kind: string; count: number }>`
      SELECT match_id, kind, count(*)::int AS count FROM match_events WHERE tournament_id = ${tournamentId} GROUP BY match_id, kind`.execute(
      db,
    );
    const eventCount = (matchId: string, kind: string) =>
      events.rows.find((row) => row.match_id === matchId && row.kind === kind)?.count ?? 0;

    const disputed: number[] = [];
    round.forEach((match, index) => {
      const row = byId.get(match.id)!;
      expect(eventCount(match.id, 'REPORTED')).toBe(2);
      if (conflicting(index)) {
        disputed.push(index);
        expect(row).toMatchObject({ status: 'DISPUTED', winner: null, resolution: null });
        expect(eventCount(match.id, 'DISPUTED')).toBe(1);
        expect(eventCount(match.id, 'FINALIZED')).toBe(0);
      } else {
        expect(row).toMatchObject({ status: 'COMPLETED', winner: seedsOf(match)[0], resolution: 'CONFIRMED' });
        expect(eventCount(match.id, 'FINALIZED')).toBe(1);
        expect(eventCount(match.id, 'DISPUTED')).toBe(0);
      }
    });
    expect(disputed).toHaveLength(CONFLICTING);
    // Each taken report answers with its match as it stood after the report (either side may commit last).
    reports.forEach((report, i) => {
      const answer = answers[i];
      if (answer.status !== 200) return;
      expect(answer.body.match.id).toBe(round[report.match].id);
      expect(conflicting(report.match) ? ['REPORTED', 'DISPUTED'] : ['REPORTED', 'COMPLETED']).toContain(
        answer.body.match.status,
      );
    });

    // Both processes serve the same outcome; with disputes open, round 2 is not drawn.
    for (const process of [0, 1]) {
      const answer = await send(process, organizer, 'GET', `/matches/${tournamentId}/brackets`);
      expect(answer.status).toBe(200);
      const statuses = (answer.body as BracketsView).matches
        .filter((match) => match.roundIndex === 0)
        .map((match) => match.status);
      expect(statuses.filter((status) => status === 'DISPUTED')).toHaveLength(CONFLICTING);
      expect(statuses.filter((status) => status === 'COMPLETED')).toHaveLength(MATCHES - CONFLICTING);
      expect((answer.body as BracketsView).matches.some((match) => match.roundIndex > 0)).toBe(false);
    }
  }, 300_000);
}
