// The top of /my-organization: name, lock state, the counts that are true now (tournaments, participants,
// leaderboards, Uniq factories), what needs the organizer's attention, and the organizers. The lists
// themselves are in the page's tabs below, once.
import { Badge } from '../../../../src/ui/badge.js';
import { Card } from '../../../../src/ui/card.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ShieldIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import type { OrganizationOverview } from '../../../../src/contract/organizations.js';
import { useCurrentOrganization } from '../api/get-current-organization.js';
import { useOrganizationOverview } from '../api/get-organization-overview.js';
import { OrganizationAttentionList } from './organization-attention.js';
import { OrganizationMembers } from './organization-members.js';
import * as styles from './organization.css.js';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The four tiles: each a number and what it is made of. */
export function overviewTiles(overview: OrganizationOverview): Array<{ label: string; value: number; detail: string }> {
  const { tournaments, participants } = overview;
  const parts = [
    tournaments.draft ? plural(tournaments.draft, 'draft') : null,
    tournaments.published ? `${tournaments.published} published` : null,
    tournaments.finished ? `${tournaments.finished} finished` : null,
    tournaments.canceled ? `${tournaments.canceled} canceled` : null,
  ].filter(Boolean);
  return [
    { label: 'Tournaments', value: tournaments.total, detail: parts.join(' · ') || 'None yet' },
    { label: 'Participants', value: participants.registered, detail: `${participants.checkedIn} checked in` },
    { label: 'Leaderboards', value: overview.leaderboards, detail: 'Season rankings' },
    { label: 'Uniq factories', value: overview.uniqFactories, detail: 'Rewards and tickets' },
  ];
}

export function MyOrganizationOverview() {
  const current = useCurrentOrganization();
  const overview = useOrganizationOverview(current.data !== undefined);
  if (current.isPending) return <Spinner label="Loading your organization…" showLabel />;
  if (!current.data) {
    return (
      <EmptyState
        icon={<ShieldIcon />}
        title="No organization yet"
        description="An Arena admin creates organizations. Once you are added to one, it appears here."
        headingLevel={2}
      />
    );
  }
  const { organization, viewerRole } = current.data;
  return (
    <section className={styles.overview} aria-label="Organization">
      <div className={styles.titleRow}>
        <h2 className={styles.name}>{organization.name}</h2>
        {organization.locked ? <Badge tone="danger">Locked</Badge> : <Badge tone="success">Active</Badge>}
        {organization.discord ? <span className={styles.muted}>Discord: {organization.discord}</span> : null}
      </div>
      {organization.locked ? (
        <p className={styles.notice} role="status">
          This organization is locked by an Arena admin: its published tournaments are hidden from players and it cannot
          publish new ones.
        </p>
      ) : null}
      {overview.data ? (
        <>
          <dl className={styles.tiles} data-testid="organization-counts">
            {overviewTiles(overview.data).map((tile) => (
              <div key={tile.label} className={styles.tile}>
                <dt className={styles.tileLabel}>{tile.label}</dt>
                <dd className={styles.tileValue}>{tile.value}</dd>
                <dd className={styles.muted}>{tile.detail}</dd>
              </div>
            ))}
          </dl>
          <Card title="Needs your attention" data-testid="organization-attention">
            <OrganizationAttentionList items={overview.data.attention} />
          </Card>
        </>
      ) : (
        <Spinner label="Counting your tournaments…" />
      )}
      <OrganizationMembers organizationId={organization.id} canManage={viewerRole === 'OWNER'} />
    </section>
  );
}
