// The notifications module's face (issue 26 §4): other modules tell players of what happened with
// recordNotifications (or postNotifiedNotices, the notices with e-mail) inside their own transaction; this module
// owns the users' choices, the outbox's e-mail (sent by the job queue, a digest for a burst), the time-driven
// notifications and the unsubscribe links.
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { ServerModule } from '../server-module.js';
import { NOTIFICATION_MAIL_JOB, NotificationSender } from './notification-sender.js';
import { sweepTimedNotifications, type MatchSides } from './notification-sweep.js';
import { notificationsRoutes } from './notifications-routes.js';
import { NotificationsService } from './notifications-service.js';
import { loadSigningKey } from './unsubscribe-token.js';

/** The channel told at commit when notifications were recorded (migration 0750's trigger). */
const NOTIFICATIONS_CHANNEL = 'notifications';
export const NOTIFICATION_SWEEP_JOB = 'notification-sweep';

export interface NotificationsModule extends ServerModule {
  /** Listens for committed notifications (NOTIFY) and mails what is due. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** The time-driven notifications due now, then every due mail, awaited. */
  sweep(): Promise<void>;
  settled(): Promise<void>;
}

export function createNotificationsModule(options: {
  db: Kysely<Database>;
  database: DatabaseHandle;
  clock: Clock;
  queue: JobQueue;
  mailer: Mailer;
  publicUrl: string;
  /** Open matches' sides with their round's start (the matches module's face, handed in: it records here). */
  matchSides: MatchSides;
  log: { warn(obj: unknown, msg?: string): void };
}): NotificationsModule {
  const { db, clock } = options;
  let key: Promise<Buffer> | null = null;
  const signingKey = () => {
    key ??= loadSigningKey(db).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  const sender = new NotificationSender({ ...options, signingKey });
  const sweep = async () => {
    await sweepTimedNotifications(db, options.matchSides, new Date(clock.now()));
    await sender.run();
  };
  options.queue.register({ name: NOTIFICATION_MAIL_JOB, handle: () => sender.run() });
  options.queue.register({ name: NOTIFICATION_SWEEP_JOB, batchSize: 1, cron: '* * * * *', handle: sweep });
  let unlisten: (() => Promise<void>) | null = null;
  return {
    routes: async (api) => {
      await api.register(notificationsRoutes, { notifications: new NotificationsService(db, signingKey) });
    },
    async start() {
      unlisten = await options.database.listen(NOTIFICATIONS_CHANNEL, () => sender.kickSoon());
      // What was committed while no process ran is mailed now.
      sender.kick();
    },
    async stop() {
      await unlisten?.();
      unlisten = null;
      await sender.settled();
    },
    sweep,
    settled: () => sender.settled(),
  };
}

// What other modules may use of this one (the import-boundaries lint rule: modules meet only here).
export { recordNotifications, postNotifiedNotices, type NewNotification } from './notification-recording.js';
export { notificationsFromSql } from './notification-recording-sql.js';
