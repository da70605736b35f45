// Issue 6 §5 and issue 11 §6 "Concurrency": two real server processes share only PostgreSQL, and a crowd of 2,000
// signed-in players rushes them — first for 256 places of one tournament (registration-rush.ts), then with both
// sides of 1,000 matches reporting at once (report-rush.ts). Only the database is shared, so these prove the row
// locks, not in-process state, keep a full tournament full and count a report once.
// The score-report rush's tournament is prepared first: its players register and check in on the real clock, and its
// check-in window is sized for a loaded machine. The registration rush runs in what is left of that window, on its
// own tournament, instead of after it; the report rush then waits only for whatever remains of the window.
import { describe } from 'vitest';
import { useTwoProcessCrowd } from './two-process-crowd.js';
import { registrationRush } from './registration-rush.js';
import { prepareReportRush, reportRush } from './report-rush.js';

const postgres = Boolean(process.env.DATABASE_URL);
const suite = postgres ? describe : describe.skip;
const title = postgres
  ? 'a crowd rushing two server processes on PostgreSQL'
  : 'a crowd rushing two server processes (skipped: set DATABASE_URL — two processes need a shared PostgreSQL, PGlite is embedded in one)';

suite(title, () => {
  const crowd = useTwoProcessCrowd();
  const reportTournament = prepareReportRush(crowd);
  describe('registrations', () => registrationRush(crowd));
  describe('score reports', () => reportRush(crowd, reportTournament));
});
