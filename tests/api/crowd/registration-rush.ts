// Issue 6 §5 "Concurrency", on the shared crowd (two-process-crowd.ts): 2,000 signed-in players, 256 places. Every
// player fires one solo registration at the same moment, half of them to each process: exactly 256 get in, everybody
// else hears TOURNAMENT-REGISTRATION-FULL (or USER-ALREADY-REGISTERED), nobody a 5xx, and the database holds 256
// distinct players — the ones who were told yes. The only thing the processes share is PostgreSQL, so this proves the
// tournament row lock (not any in-process state) keeps count-then-insert atomic. Then one player fires 20
// registrations at once across both processes and is registered once.
import { expect, it } from 'vitest';
import type { SignedInMember } from '../../bench/registration/player-crowd.js';
import { createPublished, soloBody } from '../tournaments/tournament-kit.js';
import { CROWD_SIZE, type TwoProcessCrowd } from './two-process-crowd.js';

const PLACES = 256;
const SAME_PLAYER_ATTEMPTS = 20;
const REFUSALS = ['TOURNAMENT-REGISTRATION-FULL', 'USER-ALREADY-REGISTERED'];

interface Answer {
  process: number;
  player: SignedInMember;
  status: number;
  message?: string;
  body: any;
}

export function registrationRush(crowd: TwoProcessCrowd) {
  /** `player` registers solo through process `process`, on the player's own connection. */
  async function register(process: number, player: SignedInMember, tournamentId: string): Promise<Answer> {
    const response = await fetch(
      `${crowd.cluster.processes[process].url}/api/v1/participants/${tournamentId}/registrations/solo`,
      {
        method: 'POST',
        headers: { ...player.session.headers, 'content-type': 'application/json' },
        body: JSON.stringify(soloBody({ gameNickname: player.nickname })),
        dispatcher: player.dispatcher,
      } as RequestInit,
    );
    const text = await response.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { process, player, status: response.status, message: body?.message, body };
  }

  async function registeredUserIds(tournamentId: string) {
    return crowd.cluster.database.db
      .selectFrom('tournament_registrations')
      .select(['user_id', 'status', 'kind'])
      .where('tournament_id', '=', tournamentId)
      .execute();
  }

  it(`admits exactly ${PLACES} of ${CROWD_SIZE} players registering at once through two processes`, async () => {
    expect(crowd.players.every((player) => player.userId)).toBe(true);
    expect(new Set(crowd.players.map((player) => player.userId)).size).toBe(CROWD_SIZE);
    const id = await createPublished(crowd.cluster.via(0), crowd.organizer.session, {
      name: 'Rush Cup',
      format: { maxParticipants: PLACES },
    });
    const before = await fetch(`${crowd.cluster.processes[1].url}/api/v1/tournaments/${id}`, {
      headers: crowd.players[0].session.headers,
    });
    expect(await before.json()).toMatchObject({
      participantCount: 0,
      registrationFull: false,
      viewer: { state: 'REGISTRATION_OPEN' },
    });

    const answers = await Promise.all(crowd.players.map((player, index) => register(index % 2, player, id)));

    const unexpected = answers.filter(
      (answer) => answer.status !== 200 && !(answer.status === 409 && REFUSALS.includes(answer.message!)),
    );
    expect(unexpected.map((answer) => `${answer.status} ${JSON.stringify(answer.body)}`.slice(0, 200))).toEqual([]);
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(PLACES);
    // Each process had 1,000 players to admit, so exactly 256 in all says the count is PostgreSQL's, not a
    // process's. Which process admits whom is the race's: registrations arriving together are inserted by one
    // statement, so on a loaded machine one process may fill every place before the other's first batch.
    for (const answer of accepted) {
      expect(answer.body.viewer).toMatchObject({ role: 'PARTICIPANT', registration: 'REGISTERED' });
      expect(answer.body.participantCount).toBeGreaterThanOrEqual(1);
      expect(answer.body.participantCount).toBeLessThanOrEqual(PLACES);
    }
    // Each player asked once, so every refusal is "full"; the last one admitted saw the tournament full.
    expect(
      answers
        .filter((answer) => answer.status === 409)
        .every((answer) => answer.message === 'TOURNAMENT-REGISTRATION-FULL'),
    ).toBe(true);
    expect(
      accepted.some((answer) => answer.body.participantCount === PLACES && answer.body.registrationFull === true),
    ).toBe(true);

    const rows = await registeredUserIds(id);
    expect(rows).toHaveLength(PLACES);
    expect(rows.every((row) => row.status === 'REGISTERED' && row.kind === 'SOLO')).toBe(true);
    const stored = new Set(rows.map((row) => row.user_id));
    expect(stored.size).toBe(PLACES);
    expect(stored).toEqual(new Set(accepted.map((answer) => answer.player.userId)));

    for (const server of crowd.cluster.processes) {
      const view = await (await fetch(`${server.url}/api/v1/tournaments/${id}`)).json();
      expect(view).toMatchObject({ participantCount: PLACES, registrationFull: true });
    }
    // A registered player sees their place, a refused one sees the tournament full, on either process.
    const refused = answers.find((answer) => answer.status === 409)!.player;
    const insider = accepted[0].player;
    const asInsider = await (
      await fetch(`${crowd.cluster.processes[1].url}/api/v1/tournaments/${id}`, { headers: insider.session.headers })
    ).json();
    expect(asInsider.viewer).toMatchObject({ role: 'PARTICIPANT', registration: 'REGISTERED', state: 'REGISTERED' });
    const asRefused = await (
      await fetch(`${crowd.cluster.processes[0].url}/api/v1/tournaments/${id}`, { headers: refused.session.headers })
    ).json();
    expect(asRefused.viewer).toMatchObject({ role: 'SPECTATOR', registration: 'NONE', state: 'REGISTRATION_CLOSED' });
  }, 300_000);

  it(`registers a player once when they fire ${SAME_PLAYER_ATTEMPTS} registrations at once across both processes`, async () => {
    const id = await createPublished(crowd.cluster.via(1), crowd.organizer.session, {
      name: 'Double Tap Cup',
      format: { maxParticipants: PLACES },
    });
    const player = crowd.players[crowd.players.length - 1];
    const answers = await Promise.all(
      Array.from({ length: SAME_PLAYER_ATTEMPTS }, (_, attempt) => register(attempt % 2, player, id)),
    );

    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refusals = answers.filter((answer) => answer.status !== 200);
    expect(refusals.map((answer) => `${answer.status} ${answer.message}`)).toEqual(
      Array(SAME_PLAYER_ATTEMPTS - 1).fill('409 USER-ALREADY-REGISTERED'),
    );

    const rows = await registeredUserIds(id);
    expect(rows.map((row) => row.user_id)).toEqual([player.userId]);
    for (const server of crowd.cluster.processes) {
      expect(await (await fetch(`${server.url}/api/v1/tournaments/${id}`)).json()).toMatchObject({
        participantCount: 1,
        registrationFull: false,
      });
    }
  }, 120_000);
}
