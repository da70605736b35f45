// /profile/{id}: what anyone may see of a player, tabs tournaments, teams and info (SPEC §2).
import { PlayerIcon } from '../../src/ui/icons.js';
import { Link, useParams } from 'react-router-dom';
import { buttonClassName } from '../../src/ui/button.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { Spinner } from '../../src/ui/spinner.js';
import { Tabs } from '../../src/ui/tabs.js';
import { usePublicUser } from '../features/users/api/get-public-user.js';
import { AccountList } from '../features/users/components/account-list.js';
import { ProfileHeader } from '../features/users/components/profile-header.js';
import { UserTeamsList } from '../features/teams/components/user-teams-list.js';
import { PlayerStats } from '../features/stats/components/player-stats.js';
import { useTabParam } from '../app/routing/use-tab-param.js';
import { paths } from '../paths.js';

const TAB_IDS = ['tournaments', 'teams', 'info'] as const;

const memberSince = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long' });

export function ProfilePage() {
  const { id = '' } = useParams();
  const user = usePublicUser(id);
  const [tab, setTab] = useTabParam(TAB_IDS, 'tournaments');

  if (user.isPending) return <Spinner fullPage label="Loading player…" />;
  if (!user.data) {
    return (
      <EmptyState
        icon={<PlayerIcon />}
        title="Player not found"
        description="This player does not exist, or the profile could not be loaded."
        action={
          <Link to={paths.tournaments} className={buttonClassName({ variant: 'secondary' })}>
            Browse tournaments
          </Link>
        }
      />
    );
  }
  const player = user.data;
  const since = Number.isNaN(Date.parse(player.createdAt)) ? null : memberSince.format(new Date(player.createdAt));
  return (
    <>
      <ProfileHeader
        nickname={player.nickname}
        pictureUrl={player.profilePictureURL}
        meta={since ? `Member since ${since}` : undefined}
      />
      <Tabs
        label="Player sections"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'tournaments',
            label: 'Tournaments',
            panel: <PlayerStats userId={player.id} />,
          },
          {
            id: 'teams',
            label: 'Teams',
            panel: <UserTeamsList userId={player.id} nickname={player.nickname} />,
          },
          {
            id: 'info',
            label: 'Info',
            panel: <AccountList user={player} emptyText={`${player.nickname} has not linked any account yet.`} />,
          },
        ]}
      />
    </>
  );
}
