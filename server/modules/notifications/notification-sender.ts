// Mails the PENDING notifications, at least once and in practice once: a user's pending ones are claimed with a
// lease (a sender that crashed mid-send lets them come due again), sent as one mail (a digest when several are
// pending) and marked SENT. After a mail, a user's next ones wait out DIGEST_WINDOW_MS and then go together, so a
// burst makes one digest rather than a stream of mails. Runs when notifications commit (NOTIFY), when a held
// digest comes due (a job for its instant), every minute (the sweep job) and from runDueWork.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { NotificationKind } from '../../../src/contract/notifications.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { CoalescedPasses } from '../../jobs/coalesced-passes.js';
import type { Mailer } from '../../mail/mailer.js';
import { userProfiles } from '../users/users-module.js';
import { tournamentNames } from '../tournaments/tournaments-module.js';
import { notificationMail, type MailedNotification } from './notification-mail.js';
import { signUnsubscribe } from './unsubscribe-token.js';

type Db = Kysely<Database>;

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const DIGEST_WINDOW_MS = 2 * 60_000;
/** Longer than any SMTP exchange: past it, another process may send the claimed notifications again. */
const LEASE_MS = 5 * 60_000;
const CLAIM_BATCH = 200;
/** How long a NOTIFY's pass waits for the NOTIFYs of other commits (a report rush commits hundreds a second). */
const WAKE_UP_BATCH_MS = 100;
/**
 * A notification still unsent this long after it happened is not mailed any more (a match ready two days ago helps
 * nobody; the demo data's finished tournaments are played at past instants): it stays in the app.
 */
const STALE_MS = 24 * 3600_000;

interface Claimed {
  id: string;
  user_id: string;
  kind: NotificationKind;
  tournament_id: string | null;
  text: string;
  created_at: Date;
}

export interface SenderOptions {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  queue: JobQueue;
  publicUrl: string;
  signingKey: () => Promise<Buffer>;
  log: { warn(obj: unknown, msg?: string): void };
}

/** The instant `user` was last mailed within the digest window before `now` (null if not). */
const lastMailed = (
  user: RawBuilder<unknown>,
  now: Date,
) => sql<Date | null>`(SELECT max(s.mailed_at) FROM notifications s
  WHERE s.user_id = ${user} AND s.mail_state = 'SENT' AND s.mailed_at > ${new Date(now.getTime() - DIGEST_WINDOW_MS)})`;

/**
 * Claims the pending notifications of users not mailed within the digest window. Those of a user who was wait for
 * the window's end, when the user's job sends them; the same statement holds them till then (their claim set to that
 * instant), because every NOTIFY starts a pass and a pass that probed each held notification again read them all,
 * every time (issue 28: in a report rush, thousands held for their window cost 15–200 ms a pass, the most PostgreSQL
 * time of a report). A notification is now probed when new and again when its hold ends, and the pass finds the
 * due ones by the end of their claim (index notifications_due) rather than reading past the held ones. One too old
 * to mail (STALE_MS) is left to the app by the same statement, rather than by an update of its own every pass.
 * The updates name their rows with `= ANY(ARRAY(…))`: a primary-key probe per row, where a join to the small `due`
 * set was planned as a hash over the whole table, or as a scan of `due` per row (quadratic: 4,000 held at once took
 * 3 s, their rows locked all along). So a held row's end is probed again per row in `held` (the statement's one
 * snapshot gives the same answer as in `due`).
 * Rows are locked first and probed for their user's last mail after: the probe in the locking scan ran for every
 * row another process's pass held as well, before SKIP LOCKED dropped it.
 */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const staleBefore = new Date(now.getTime() - STALE_MS);
  const result = await sql<Claimed>`
    WITH locked AS MATERIALIZED (
      SELECT p.id, p.user_id, p.created_at FROM notifications p
      WHERE p.mail_state = 'PENDING' AND coalesce(p.mail_claimed_until, '-infinity'::timestamptz) <= ${now}
      ORDER BY p.created_at, p.id
      FOR UPDATE SKIP LOCKED
    ), due AS MATERIALIZED (
      SELECT l.id, l.created_at, ${lastMailed(sql.ref('l.user_id'), now)} AS last_mailed FROM locked l
    ), stale AS (
      UPDATE notifications n SET mail_state = 'NONE'
      WHERE n.id = ANY(ARRAY(SELECT d.id FROM due d WHERE d.created_at < ${staleBefore}))
    ), held AS (
      UPDATE notifications n
      SET mail_claimed_until = ${lastMailed(sql.ref('n.user_id'), now)} + ${`${DIGEST_WINDOW_MS} milliseconds`}::interval
      WHERE n.id = ANY(ARRAY(SELECT d.id FROM due d WHERE d.last_mailed IS NOT NULL AND d.created_at >= ${staleBefore}))
    )
    UPDATE notifications n SET mail_claimed_until = ${new Date(now.getTime() + LEASE_MS)}
    WHERE n.id = ANY(ARRAY(SELECT d.id FROM due d WHERE d.last_mailed IS NULL AND d.created_at >= ${staleBefore}
                   ORDER BY d.created_at, d.id LIMIT ${CLAIM_BATCH}))
    RETURNING n.id, n.user_id, n.kind, n.tournament_id, n.text, n.created_at`.execute(db);
  return result.rows;
}

export class NotificationSender {
  private readonly passes: CoalescedPasses;

  constructor(private readonly options: SenderOptions) {
    this.passes = new CoalescedPasses(() => this.pass(), options.log, 'notification mail pass');
  }

  /** Runs a pass now; one already going runs once more instead. */
  run(): Promise<void> {
    return this.passes.run();
  }

  kick(): void {
    this.passes.kick();
  }

  /** A pass shortly: the NOTIFYs of a burst of commits share it (mail waits minutes for a digest anyway). */
  kickSoon(): void {
    this.passes.kickSoon(WAKE_UP_BATCH_MS);
  }

  settled(): Promise<void> {
    return this.passes.settled();
  }

  private async pass(): Promise<void> {
    const { db, clock } = this.options;
    for (;;) {
      const claimed = await claimDue(db, new Date(clock.now()));
      if (claimed.length === 0) return;
      const byUser = new Map<string, Claimed[]>();
      for (const row of claimed) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
      for (const [userId, rows] of byUser) await this.mail(userId, rows);
      if (claimed.length < CLAIM_BATCH) return;
    }
  }

  private async mail(userId: string, rows: Claimed[]): Promise<void> {
    const { db, clock, publicUrl } = this.options;
    const user = await userProfiles(db).where('id', '=', userId).executeTakeFirst();
    const tournamentIds = [...new Set(rows.flatMap((row) => (row.tournament_id ? [row.tournament_id] : [])))];
    const names =
      tournamentIds.length === 0 ? [] : await tournamentNames(db).where('id', 'in', tournamentIds).execute();
    const nameOf = new Map(names.map((row) => [row.id, row.name]));
    if (user?.email) {
      const key = await this.options.signingKey();
      const items: MailedNotification[] = rows.map((row) => ({
        kind: row.kind,
        tournamentId: row.tournament_id,
        tournamentName: row.tournament_id ? (nameOf.get(row.tournament_id) ?? null) : null,
        text: row.text,
      }));
      try {
        await this.options.mailer.send(
          notificationMail(user.email, items, { publicUrl, token: (scope) => signUnsubscribe(key, userId, scope) }),
        );
      } catch (error) {
        // Left claimed: the notifications come due again when the lease ends (the minute sweep sends them).
        this.options.log.warn({ err: error }, 'notification mail failed');
        return;
      }
    }
    const at = new Date(clock.now());
    await db
      .updateTable('notifications')
      .set({ mail_state: 'SENT', mailed_at: at, mail_claimed_until: null })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    // Whatever arrives for this user in the next window waits for it; a job sends it when it ends.
    await this.options.queue.sendAt(NOTIFICATION_MAIL_JOB, userId, {}, at.getTime() + DIGEST_WINDOW_MS);
  }
}
