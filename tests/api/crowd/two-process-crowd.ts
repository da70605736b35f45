// The crowd the two-process rushes share: two real server processes (tsx server/main.ts) on one fresh PostgreSQL
// database, and 2,000 players signed in through the real OIDC flow. Signing a crowd of 2,000 in costs a minute or
// more of both cores (seven requests and a password check each), so the registration rush and the score-report
// rush run on one crowd instead of each signing in its own. PostgreSQL only: two processes cannot share an
// embedded PGlite.
import { afterAll, beforeAll } from 'vitest';
import { startArenaCluster, type ArenaCluster } from '../../bench/registration/arena-cluster.js';
import { closeCrowd, seedCrowd, signInCrowd, type SignedInMember } from '../../bench/registration/player-crowd.js';
import { addGame, makeOrganizer } from '../tournaments/tournament-kit.js';

export interface TwoProcessCrowd {
  cluster: ArenaCluster;
  /** An organizer of "Rush Events", which has the chess discipline. */
  organizer: SignedInMember;
  /** The players, each with their Arena user id. */
  players: SignedInMember[];
  /** How long signing the players in took: the rushes scale their real-clock windows by it. */
  signInMs: number;
}

export const CROWD_SIZE = Number(process.env.RUSH_PLAYERS ?? 2_000);

/** Starts the cluster and signs the crowd in before the enclosing suite's tests; the fields fill in then. */
export function useTwoProcessCrowd(size = CROWD_SIZE): TwoProcessCrowd {
  const crowd = {} as TwoProcessCrowd;
  const members: Parameters<typeof closeCrowd>[0][] = [];

  beforeAll(async () => {
    crowd.cluster = await startArenaCluster();
    const db = crowd.cluster.database.db;
    const origins = crowd.cluster.processes.map((server) => server.url);
    const hosts = await seedCrowd(db, 'host', 1);
    const players = await seedCrowd(db, 'rusher', size);
    members.push(hosts, players);
    [crowd.organizer] = await signInCrowd(hosts, crowd.cluster.publicUrl, origins, 1);
    await makeOrganizer(crowd.cluster.via(0), crowd.organizer.session, 'Rush Events');
    await addGame(crowd.cluster.via(0), 'chess');
    const started = Date.now();
    crowd.players = await signInCrowd(players, crowd.cluster.publicUrl, origins);
    crowd.signInMs = Date.now() - started;
    // The Arena user behind each token, to compare the database with what the players were told.
    const users = await db.selectFrom('users').select(['id', 'email']).execute();
    const idByEmail = new Map(users.map((user) => [user.email, user.id]));
    for (const player of crowd.players) player.userId = idByEmail.get(player.email);
  }, 900_000);

  afterAll(async () => {
    // SIGKILL: a graceful stop drains each process's job queue first (pg-boss waits up to 10 s for its workers), which
    // these suites do not test and which cost them 3–7 s.
    await Promise.all(crowd.cluster?.processes.map((server) => server.kill()) ?? []);
    for (const crowdMembers of members) await closeCrowd(crowdMembers);
    await crowd.cluster?.stop();
  }, 180_000);

  return crowd;
}
