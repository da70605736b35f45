// The columns every batched report statement takes (first-reports.ts, agreeing-reports.ts): a batch is sent as one
// array per column, unnested in SQL, so the statement's text, compiled once, is the same for every batch.
import type { ReportTarget } from '../reads/match-reads.js';

/** What a batched report has whichever statement stores it: the match as read, the side, and the report itself. */
export interface BatchedReport {
  match: ReportTarget;
  seed: number;
  userId: string;
  payload: unknown;
  screenshots: { gameIndex: number; url: string }[];
  at: Date;
}

export type ReportColumn =
  | 'matchIds'
  | 'tournamentIds'
  | 'participants'
  | 'bestOfs'
  | 'roundIndexes'
  | 'seeds'
  | 'userIds'
  | 'payloads'
  | 'screenshots'
  | 'ats';

/** A batch's shared columns, in the batch's order (jsonb values as JSON text, instants as ISO text). */
export function reportColumns(reports: readonly BatchedReport[]): Record<ReportColumn, unknown[]> {
  const column = <T>(pick: (report: BatchedReport) => T) => reports.map(pick);
  return {
    matchIds: column((r) => r.match.id),
    tournamentIds: column((r) => r.match.tournament_id),
    participants: column((r) => JSON.stringify(r.match.participants)),
    bestOfs: column((r) => r.match.best_of),
    roundIndexes: column((r) => r.match.round_index),
    seeds: column((r) => r.seed),
    userIds: column((r) => r.userId),
    payloads: column((r) => JSON.stringify(r.payload)),
    screenshots: column((r) => JSON.stringify(r.screenshots)),
    ats: column((r) => r.at.toISOString()),
  };
}
