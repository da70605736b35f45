// The organizer's round management (issue 11 §4; SPEC §4, §6): set a result (resolve a dispute or a missing
// score, forfeit a side), amend a final result with everything downstream recomputed by the engine (and a
// preview of what changes), disqualify or ban a participant (irreversible: the opponent advances by walkover),
// undo a check-in no-show, set a match's stream link, pause, resume and skip a round. Every call locks the
// tournament row first, then the matches it touches. This class is the doorway (who may, in which transaction,
// whom to tell); each action is in its own file beside it.
import type { Kysely } from 'kysely';
import type { AmendmentPreview, SetResultBody } from '../../../../src/contract/matches.js';
import type { Database } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import type { UserRow } from '../../users/users-module.js';
import type { PlayContext } from '../play/play-context.js';
import type { ResultsFinalListener } from '../results/results-final.js';
import { loadOrganizerContext } from './organizer-context.js';
import { applyOrganizerResult, type ResultSetting } from './organizer-result.js';
import { disqualifyEntrant } from './disqualification.js';
import { pauseRounds, resumeRounds, skipRound } from './round-pausing.js';
import { undoNoShow } from './no-show-undo.js';
import { setStreamUrl } from './match-stream-links.js';

type Db = Kysely<Database>;

/** Thrown inside a transaction to roll back a preview after computing it. */
class PreviewRollback extends Error {
  constructor(readonly preview: AmendmentPreview) {
    super('preview');
  }
}

export class RoundManagementService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly onChanged: (tournamentId: string) => void,
    private readonly resultsFinal: readonly ResultsFinalListener[] = [],
  ) {}

  private organizerContext(tournamentId: string, user: UserRow): Promise<PlayContext> {
    return loadOrganizerContext(this.db, tournamentId, user);
  }

  private resultSetting(preview: boolean): ResultSetting {
    return { preview, clock: this.clock, resultsFinal: this.resultsFinal };
  }

  /** Sets the result of a match: final ones are amended (with their consequences), open ones resolved. */
  async setResult(
    user: UserRow,
    tournamentId: string,
    matchId: string,
    body: SetResultBody,
  ): Promise<AmendmentPreview> {
    const ctx = await this.organizerContext(tournamentId, user);
    const preview = await this.db
      .transaction()
      .execute((trx) => applyOrganizerResult(trx, ctx, user, matchId, body, this.resultSetting(false)));
    this.onChanged(tournamentId);
    return preview;
  }

  /** What setResult would change, computed in a transaction that is rolled back. */
  async previewResult(
    user: UserRow,
    tournamentId: string,
    matchId: string,
    body: SetResultBody,
  ): Promise<AmendmentPreview> {
    const ctx = await this.organizerContext(tournamentId, user);
    try {
      await this.db.transaction().execute(async (trx) => {
        throw new PreviewRollback(await applyOrganizerResult(trx, ctx, user, matchId, body, this.resultSetting(true)));
      });
    } catch (error) {
      if (error instanceof PreviewRollback) return error.preview;
      throw error;
    }
    throw new Error('unreachable');
  }

  /** Undoes a walkover the play clock gave for a missed check-in: the match is playable again, with a fresh window. */
  async undoNoShow(user: UserRow, tournamentId: string, matchId: string): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute((trx) => undoNoShow(trx, ctx, user, matchId, this.clock.now()));
    this.onChanged(tournamentId);
  }

  /** Sets (or removes, with null) the match's stream or VOD link. */
  async setStreamUrl(user: UserRow, tournamentId: string, matchId: string, streamUrl: string | null): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    const at = new Date(this.clock.now());
    await this.db.transaction().execute((trx) => setStreamUrl(trx, ctx, user, matchId, streamUrl, at));
  }

  /** Disqualifies (or bans) a participant for the rest of the tournament; their open match is a walkover. */
  async disqualify(
    user: UserRow,
    tournamentId: string,
    registrationId: string,
    ban: boolean,
    reason: string | undefined,
  ): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db
      .transaction()
      .execute((trx) => disqualifyEntrant(trx, ctx, user, { registrationId, ban, reason }, this.clock));
    this.onChanged(tournamentId);
  }

  /** Pauses the rounds; every later phase moves by the time spent paused (applied on resume). */
  async pause(user: UserRow, tournamentId: string): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute((trx) => pauseRounds(trx, ctx, this.clock));
    this.onChanged(tournamentId);
  }

  async resume(user: UserRow, tournamentId: string): Promise<void> {
    await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute((trx) => resumeRounds(trx, tournamentId, this.clock));
    this.onChanged(tournamentId);
  }

  /** Ends the current round early (its scores resolved, its minimum time played): later rounds move earlier. */
  async skipRound(user: UserRow, tournamentId: string, round: number): Promise<void> {
    const ctx = await this.organizerContext(tournamentId, user);
    await this.db.transaction().execute((trx) => skipRound(trx, ctx, round, this.clock));
    this.onChanged(tournamentId);
  }
}
