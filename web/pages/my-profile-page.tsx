// /my-profile: the signed-in user's own profile, tabs my-tournaments, teams and user-info (SPEC §2).
import { lazy, Suspense } from 'react';
import { Tabs } from '../../src/ui/tabs.js';
import { ProfileHeader } from '../features/users/components/profile-header.js';
import { UserInfoForm } from '../features/users/components/user-info-form.js';
import { AvatarUpload } from '../features/users/components/avatar-upload.js';
import { MyTeamsPanel } from '../features/teams/components/my-teams-panel.js';
import { RegisteredTournaments } from '../features/tournaments/components/registered-tournaments.js';
import { NextMatchSummary } from '../features/match-play/components/next-match-summary.js';
import { useCurrentUser } from '../features/users/api/get-current-user.js';
import { goToIdentityProvider } from '../features/auth/hooks/use-sign-in.js';
import { useTabParam } from '../app/routing/use-tab-param.js';
import { WalletPanel } from '../features/wallet/components/wallet-panel.js';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../src/ui/spinner.js';
import { Link } from 'react-router-dom';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

// Loaded with the user-info tab, not with the page's default tab (the first-load budget).
const NotificationPreferencesPanel = lazy(() =>
  import('../features/notifications/components/notification-preferences-panel.js').then((m) => ({
    default: m.NotificationPreferencesPanel,
  })),
);

// Only unverified users need it (issue 29 §1); verified ones never load it.
const EmailVerificationNotice = lazy(() =>
  import('../features/users/components/email-verification-notice.js').then((m) => ({
    default: m.EmailVerificationNotice,
  })),
);

const TAB_IDS = ['my-tournaments', 'teams', 'user-info'] as const;

export function MyProfilePage() {
  const { data: user, refetch: refetchUser } = useCurrentUser();
  const queryClient = useQueryClient();
  const [tab, setTab] = useTabParam(TAB_IDS, 'my-tournaments');
  // RequireAuthentication renders this page only once the user is loaded.
  if (!user) return <Spinner fullPage />;
  return (
    <>
      <ProfileHeader
        nickname={user.nickname}
        pictureUrl={user.profilePictureURL}
        meta={
          <>
            {user.email ?? 'Player'} · <Link to={paths.profile.build(user.id)}>See your public profile</Link>
          </>
        }
      />
      {user.emailVerified ? null : (
        <Suspense fallback={null}>
          <EmailVerificationNotice
            email={user.email}
            signInAgain={(returnPath) => void goToIdentityProvider('login', returnPath).catch(() => undefined)}
          />
        </Suspense>
      )}
      <Tabs
        label="Profile sections"
        selectedId={tab}
        onSelect={setTab}
        tabs={[
          {
            id: 'my-tournaments',
            label: 'My tournaments',
            panel: (
              <RegisteredTournaments
                renderExtra={(tournament) => (
                  <NextMatchSummary tournamentId={tournament.id} state={tournament.viewer.state} />
                )}
              />
            ),
          },
          {
            id: 'teams',
            label: 'Teams',
            panel: <MyTeamsPanel viewerId={user.id} />,
          },
          {
            id: 'user-info',
            label: 'User info',
            panel: (
              <div className={styles.section}>
                <AvatarUpload currentUrl={user.profilePictureURL} nickname={user.nickname} />
                <UserInfoForm key={user.id} user={user} />
                <WalletPanel
                  walletId={user.walletId}
                  onWalletIdChange={() => {
                    void refetchUser();
                    void queryClient.invalidateQueries({ queryKey: ['chain'] });
                  }}
                />
                <Suspense fallback={null}>
                  <NotificationPreferencesPanel />
                </Suspense>
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
