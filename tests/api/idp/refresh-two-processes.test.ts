// Issue 29 §1: one refresh token reaching two server processes at once. Two real Arena processes (tsx
// server/main.ts) share one PostgreSQL database; in each trial a player's refresh token is sent to both processes'
// token endpoints at the same moment. Never two different sessions: both callers get the very same tokens (the
// grace window), and a reuse after the window revokes the whole family on every process, the token issued by the
// exchange included. PostgreSQL only: two processes cannot share an embedded PGlite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { testEngines } from '../../support/test-database.js';
import { startArenaCluster, type ArenaCluster } from '../../bench/registration/arena-cluster.js';
import {
  closeCrowd,
  seedCrowd,
  signInCrowd,
  type CrowdMember,
  type SignedInMember,
} from '../../bench/registration/player-crowd.js';

const TRIALS = 9;

interface TokenAnswer {
  status: number;
  body: { access_token?: string; refresh_token?: string; error?: string };
}

describe.each(testEngines().filter((engine) => engine === 'postgres'))('refresh across two processes on %s', () => {
  let cluster: ArenaCluster;
  let crowd: CrowdMember[] = [];
  let players: SignedInMember[] = [];
  let basicAuth = '';

  beforeAll(async () => {
    cluster = await startArenaCluster();
    const db = cluster.database.db;
    crowd = await seedCrowd(db, 'refresher', TRIALS);
    const origins = cluster.processes.map((server) => server.url);
    players = await signInCrowd(crowd, cluster.publicUrl, origins);
    // Arena's own client, as the API processes authenticate at the token endpoint.
    const secret = await db
      .selectFrom('idp_secrets')
      .select('value')
      .where('name', '=', 'client-secret:arena-web')
      .executeTakeFirstOrThrow();
    basicAuth = `Basic ${Buffer.from(`arena-web:${String(secret.value)}`).toString('base64')}`;
  }, 300_000);
  afterAll(async () => {
    await closeCrowd(crowd);
    await cluster?.stop();
  }, 120_000);

  async function refreshAt(processIndex: number, refreshToken: string): Promise<TokenAnswer> {
    const response = await fetch(`${cluster.processes[processIndex].url}/idp/token`, {
      method: 'POST',
      headers: { authorization: basicAuth, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    return { status: response.status, body: (await response.json()) as TokenAnswer['body'] };
  }

  // The processes run on the system clock; instead of waiting out the window, the test ages the token's consume
  // and its stored exchange by a minute, which is what the window's end looks like to every process.
  async function windowPasses(refreshToken: string) {
    const db = cluster.database.db;
    await sql`UPDATE idp_payloads SET consumed_at = consumed_at - interval '1 minute'
      WHERE model = 'RefreshToken' AND id = ${refreshToken}`.execute(db);
    await sql`UPDATE refresh_exchanges SET expires_at = expires_at - interval '1 minute'
      WHERE token_id = ${refreshToken}`.execute(db);
  }

  it('exchanges a token raced on two processes into one session, and revokes the family on a later reuse', async () => {
    for (const [trial, player] of players.entries()) {
      const presented = player.session.refresh_token;
      const [first, second] = await Promise.all([refreshAt(0, presented), refreshAt(1, presented)]);
      expect([first.status, second.status], `trial ${trial}`).toEqual([200, 200]);
      expect(second.body.refresh_token, `trial ${trial}`).toBe(first.body.refresh_token);
      expect(second.body.access_token, `trial ${trial}`).toBe(first.body.access_token);
      expect(first.body.refresh_token).not.toBe(presented);

      // A retry within the window, on either process, still gets the same answer.
      const retried = await refreshAt(trial % 2, presented);
      expect(retried.body.refresh_token, `trial ${trial}`).toBe(first.body.refresh_token);

      // After the window the old token is a stolen one: its reuse (on the other process) revokes the family, and
      // the token the exchange issued stops working on both processes.
      await windowPasses(presented);
      expect((await refreshAt((trial + 1) % 2, presented)).body.error).toBe('invalid_grant');
      expect((await refreshAt(trial % 2, first.body.refresh_token!)).body.error).toBe('invalid_grant');
      expect((await refreshAt((trial + 1) % 2, first.body.refresh_token!)).body.error).toBe('invalid_grant');
    }
    // Nothing of the revoked grants is left to replay.
    const left = await cluster.database.db.selectFrom('refresh_exchanges').select('token_id').execute();
    expect(left).toEqual([]);
  }, 120_000);
});
