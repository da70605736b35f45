// The organization page of /my-organization: name, lock state, organizers, and the participants,
// tournaments, leaderboards and Uniq factories sections. Pages fill a section with another feature's list
// (features never import each other); a section nobody fills shows its honest empty state.
import type { ReactNode } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import { Card } from '../../../../src/ui/card.js';
import { EmptyState } from '../../../../src/ui/empty-state.js';
import { ChartIcon, GemIcon, PlayerIcon, ShieldIcon, TrophyIcon } from '../../../../src/ui/icons.js';
import { Spinner } from '../../../../src/ui/spinner.js';
import { useCurrentOrganization } from '../api/get-current-organization.js';
import { OrganizationMembers } from './organization-members.js';
import * as styles from './organization.css.js';

export type OverviewSection = 'participants' | 'tournaments' | 'leaderboards' | 'uniqFactories';

const SECTIONS: { key: OverviewSection; title: string; icon: ReactNode; text: string }[] = [
  { key: 'participants', title: 'Participants', icon: <PlayerIcon />, text: 'Players and teams registered to your tournaments will be listed here.' },
  { key: 'tournaments', title: 'Tournaments', icon: <TrophyIcon />, text: 'Tournaments your organization creates will be listed here.' },
  { key: 'leaderboards', title: 'Leaderboards', icon: <ChartIcon />, text: 'Leaderboards your organization runs will be listed here.' },
  { key: 'uniqFactories', title: 'Uniq factories', icon: <GemIcon />, text: 'Uniq factories for rewards and gated access will be listed here.' },
];

export function MyOrganizationOverview({ sections = {} }: { sections?: Partial<Record<OverviewSection, (organizationId: string) => ReactNode>> }) {
  const current = useCurrentOrganization();
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
          This organization is locked by an Arena admin: its published tournaments are hidden from players and it cannot publish new ones.
        </p>
      ) : null}
      <OrganizationMembers organizationId={organization.id} canManage={viewerRole === 'OWNER'} />
      <div className={styles.sections}>
        {SECTIONS.map((section) => (
          <Card key={section.key} title={section.title}>
            {sections[section.key]?.(organization.id) ?? (
              <EmptyState icon={section.icon} title={`No ${section.title.toLowerCase()} yet`} description={section.text} headingLevel={3} />
            )}
          </Card>
        ))}
      </div>
    </section>
  );
}
