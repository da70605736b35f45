// The viewer's notification choices and the unsubscribe link's effect.
import type { Kysely } from 'kysely';
import {
  NOTIFICATION_KIND_IDS,
  NOTIFICATION_KINDS,
  type NotificationPreferenceBody,
  type NotificationPreferences,
  type Unsubscribed,
} from '../../../src/contract/notifications.js';
import type { Database } from '../../db/schema.js';
import { badRequest } from '../../http-error.js';
import { userExists } from '../users/users-module.js';
import { preferencesOf, setChoice } from './notification-preferences.js';
import { verifyUnsubscribe } from './unsubscribe-token.js';

export class NotificationsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly signingKey: () => Promise<Buffer>,
  ) {}

  preferences(userId: string): Promise<NotificationPreferences> {
    return preferencesOf(this.db, userId);
  }

  async choose(userId: string, body: NotificationPreferenceBody): Promise<NotificationPreferences> {
    await setChoice(this.db, userId, [body.kind], body.channel, body.enabled);
    return preferencesOf(this.db, userId);
  }

  /** Turns off the e-mail the token names (every kind's for a digest's link); repeating it changes nothing. */
  async unsubscribe(token: string): Promise<Unsubscribed> {
    const verified = verifyUnsubscribe(await this.signingKey(), token);
    if (!verified || !(await userExists(this.db, verified.userId))) throw badRequest('UNSUBSCRIBE-LINK-INVALID');
    const kinds = verified.scope === 'ALL' ? NOTIFICATION_KIND_IDS : [verified.scope];
    await setChoice(this.db, verified.userId, kinds, 'EMAIL', false);
    return {
      kind: verified.scope,
      label: verified.scope === 'ALL' ? 'All notifications' : NOTIFICATION_KINDS[verified.scope].label,
    };
  }
}
