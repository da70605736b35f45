// Read-only list of a player's linked accounts and gaming ids; only the filled ones are shown.
import { GAMING_PLATFORMS, LINKED_ACCOUNT_KINDS } from '../../../../src/contract/users.js';
import type { PublicUser } from '../../../../src/contract/users.js';
import * as styles from './account-list.css.js';

export function AccountList({
  user,
  emptyText,
}: {
  user: Pick<PublicUser, 'linkedAccounts' | 'disciplineAccounts'>;
  emptyText: string;
}) {
  const entries: Array<{ label: string; value: string | undefined }> = [
    ...Object.entries(LINKED_ACCOUNT_KINDS).map(([key, label]) => ({
      label,
      value: user.linkedAccounts[key as keyof typeof LINKED_ACCOUNT_KINDS],
    })),
    ...Object.entries(GAMING_PLATFORMS).map(([key, label]) => ({
      label,
      value: user.disciplineAccounts[key as keyof typeof GAMING_PLATFORMS],
    })),
  ].filter((entry) => Boolean(entry.value));
  if (entries.length === 0) return <p>{emptyText}</p>;
  return (
    <dl className={styles.list}>
      {entries.map(({ label, value }) => (
        <div key={label} className={styles.item}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
