// Score reports (issue 11 §3; SPEC §3, §5, §7): a participant of a match reports, the other side confirms by
// reporting the same or by "confirm", or disputes; an unopposed report becomes final when its dispute buffer
// ends (play-service.ts). Each call locks only its match row, so a rush of reports across a tournament never
// queues on the tournament; the report's unique key makes a retried or concurrent duplicate count once.
// The calls, by concept: duel-reports.ts, ffa-reports.ts, report-reviews.ts (confirm, dispute, issue); the
// steps they share (playing, locking, one transaction per match, poking the play clock): report-steps.ts.
import type { UserRow } from '../../users/users-module.js';
import { DuelReports } from './duel-reports.js';
import { reportFfa } from './ffa-reports.js';
import { confirm, dispute, reportIssue } from './report-reviews.js';
import { readyUp } from './match-ready-up.js';
import { ReportSteps, type MatchAfterCall, type ReportServiceOptions } from './report-steps.js';
import type { DuelReportForm, FfaReportForm } from './score-report-form.js';

export type { ReportServiceOptions } from './report-steps.js';

export class ReportService {
  private readonly steps: ReportSteps;
  private readonly duels: DuelReports;

  constructor(options: ReportServiceOptions) {
    this.steps = new ReportSteps(options);
    this.duels = new DuelReports(this.steps);
  }

  // Each call answers the tournament it was checked against and the match as the call left it, read once after the
  // commit (ReportSteps.after): the route builds the view the player sees from both.

  /** A duel report: the other side's agreeing report makes it final, a conflicting one disputes it. */
  reportDuel(user: UserRow, tournamentId: string, matchId: string, form: DuelReportForm): Promise<MatchAfterCall> {
    return this.duels.report(user, tournamentId, matchId, form);
  }

  /** A lobby member's report of one game of a free-for-all match. */
  reportFfa(user: UserRow, tournamentId: string, matchId: string, form: FfaReportForm): Promise<MatchAfterCall> {
    return reportFfa(this.steps, user, tournamentId, matchId, form);
  }

  /** The other side accepts the reported score: the match is final at once. */
  confirm(user: UserRow, tournamentId: string, matchId: string): Promise<MatchAfterCall> {
    return confirm(this.steps, user, tournamentId, matchId);
  }

  /** "Report incorrect score": within the buffer, a side (not the reporter) sends the match to the organizer. */
  dispute(user: UserRow, tournamentId: string, matchId: string, message: string | undefined): Promise<MatchAfterCall> {
    return dispute(this.steps, user, tournamentId, matchId, message);
  }

  /** "Ready": a side of an available duel confirms it is present, before the check-in deadline. */
  readyUp(user: UserRow, tournamentId: string, matchId: string): Promise<MatchAfterCall> {
    return readyUp(this.steps, user, tournamentId, matchId);
  }

  /** "Report an issue": a message to the organizer, kept with the match; any side may send it at any time. */
  reportIssue(user: UserRow, tournamentId: string, matchId: string, message: string): Promise<MatchAfterCall> {
    return reportIssue(this.steps, user, tournamentId, matchId, message);
  }
}
