// The "Notifications" section of /my-profile's user-info tab: for each kind, whether Arena tells the user in the
// app and by e-mail. Each box saves on its own; the list shows what the server stored.
import { useNotificationPreferences, useChooseNotification } from '../api/notification-preferences.js';
import type { NotificationChannel, NotificationKind } from '../../../../src/contract/notifications.js';
import * as styles from './notification-preferences-panel.css.js';

// `heading` fits a narrow column at 360 px; `label` names the box to assistive technology.
const CHANNELS: { channel: NotificationChannel; heading: string; label: string; field: 'inApp' | 'email' }[] = [
  { channel: 'IN_APP', heading: 'In app', label: 'in the app', field: 'inApp' },
  { channel: 'EMAIL', heading: 'E-mail', label: 'by e-mail', field: 'email' },
];

export function NotificationPreferencesPanel() {
  const { data } = useNotificationPreferences();
  const choose = useChooseNotification();
  const saving = (kind: NotificationKind, channel: NotificationChannel) =>
    choose.isPending && choose.variables?.kind === kind && choose.variables.channel === channel;
  return (
    <section id="notifications" className={styles.panel} aria-labelledby="notifications-title">
      <h2 id="notifications-title" className={styles.title}>
        Notifications
      </h2>
      <p className={styles.help}>What Arena tells you about your tournaments and matches, and how.</p>
      {data ? (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.kindHeading}>
                Tell me when…
              </th>
              {CHANNELS.map(({ channel, heading }) => (
                <th key={channel} scope="col" className={styles.channel}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.preferences.map((row) => (
              <tr key={row.kind}>
                <th scope="row" className={styles.kind}>
                  {row.label}
                </th>
                {CHANNELS.map(({ channel, label, field }) => (
                  <td key={channel} className={styles.channel}>
                    <input
                      type="checkbox"
                      className={styles.box}
                      aria-label={`${row.label}: ${label}`}
                      checked={row[field]}
                      disabled={saving(row.kind, channel)}
                      onChange={(event) => choose.mutate({ kind: row.kind, channel, enabled: event.target.checked })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
