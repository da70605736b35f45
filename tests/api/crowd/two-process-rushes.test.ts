// Issue 6 §5 and issue 11 §6 "Concurrency": two real server processes share only PostgreSQL, and a crowd of 2,000
// signed-in players rushes them — first for 256 places of one tournament (registration-rush.ts), then with both
// sides of 1,000 matches reporting at once (report-rush.ts). Only the database is shared, so these prove the row
// locks, not in-process state, keep a full tournament full and count a report once.
import { describe } from 'vitest';
import { useTwoProcessCrowd } from './two-process-crowd.js';
import { registrationRush } from './registration-rush.js';
import { reportRush } from './report-rush.js';

const postgres = Boolean(process.env.DATABASE_URL);
const suite = postgres ? describe : describe.skip;
const title = postgres
  ? 'a crowd rushing two server processes on PostgreSQL'
  : 'a crowd rushing two server processes (skipped: set DATABASE_URL — two processes need a shared PostgreSQL, PGlite is embedded in one)';

suite(title, () => {
  const crowd = useTwoProcessCrowd();
  describe('registrations', () => registrationRush(crowd));
  describe('score reports', () => reportRush(crowd));
});
