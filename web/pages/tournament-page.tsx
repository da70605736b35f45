// /tournaments/{id}: a published tournament for players and visitors (SPEC §2, §4). The header with the
// viewer's state and the action it allows, the main information, and the tabs participants, brackets and
// leaderboard; visitors are asked to log in or create an account instead of seeing the tabs or registering.
// The page composes the features: the registration modal (tournaments) gets the captain's teams and their
// members (teams), and a successful registration refreshes the current user (users, SPEC §4).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '../../src/ui/button.js';
import { Card } from '../../src/ui/card.js';
import { EmptyState } from '../../src/ui/empty-state.js';
import { TrophyIcon } from '../../src/ui/icons.js';
import { Spinner } from '../../src/ui/spinner.js';
import { Tabs } from '../../src/ui/tabs.js';
import { visuallyHidden } from '../../src/ui/visually-hidden.css.js';
import type { TournamentView } from '../../src/contract/tournaments.js';
import { keepInView } from '../app/routing/keep-in-view.js';
import { SCROLL_TARGET_IDS, scrollTargetOf } from '../app/routing/scroll-target.js';
import { useTabParam } from '../app/routing/use-tab-param.js';
import { useViewer } from '../app/session/use-viewer.js';
import { useSignIn } from '../features/auth/hooks/use-sign-in.js';
import { useBrackets } from '../features/brackets/api/get-brackets.js';
import { useMyTeams } from '../features/teams/api/get-my-teams.js';
import { useTeamMembers } from '../features/teams/api/get-team-members.js';
import { useTicketGate } from '../features/gated-access/components/use-ticket-gate.js';
import { useParticipants } from '../features/tournaments/api/get-participants.js';
import { useTournament } from '../features/tournaments/api/get-tournament.js';
import { ParticipantList, placementsOf } from '../features/tournaments/components/participant-list.js';
import { RegistrationModal, type TeamPickerData } from '../features/tournaments/components/registration-modal.js';
import { TournamentActionButtons } from '../features/tournaments/components/tournament-actions.js';
import { TournamentHeader } from '../features/tournaments/components/tournament-header.js';
import { TournamentInformation } from '../features/tournaments/components/tournament-information.js';
import { Banners, HeroArt } from '../features/tournaments/components/tournament-media.js';
import { tournamentKeys } from '../features/tournaments/api/tournament-query-keys.js';
import { showsMatchCard } from '../features/match-play/model/match-card-model.js';
import { currentUserQueryKey } from '../features/users/api/get-current-user.js';
import { TournamentNotices } from '../features/notices/components/tournament-notices.js';
import { OrganizerManageLink } from '../features/tournaments/components/organizer-manage-link.js';
import { paths } from '../paths.js';
import * as styles from './page.css.js';

const TAB_IDS = ['participants', 'brackets', 'leaderboard'] as const;

// Only players with a match on see the card: it loads on demand, outside the page's first-load budget.
// The tabs' pictures and tables load when a tab is opened: they are not part of the page's first load.
const BracketsPanel = lazy(() =>
  import('../features/brackets/components/brackets-panel.js').then((module) => ({ default: module.BracketsPanel })),
);
const StandingsPanel = lazy(() =>
  import('../features/standings/components/standings-table.js').then((module) => ({ default: module.StandingsPanel })),
);
// Organizers only: the stream overlay URLs (issue 27 §3).
const StreamOverlaysPanel = lazy(() =>
  import('../features/overlays/components/stream-overlays-panel.js').then((module) => ({
    default: module.StreamOverlaysPanel,
  })),
);
const MatchCard = lazy(() =>
  import('../features/match-play/components/match-card.js').then((module) => ({ default: module.MatchCard })),
);

export function TournamentPage() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  const viewer = useViewer();
  const signedIn = viewer.status !== 'guest';
  const [registering, setRegistering] = useState(false);
  const [tab, setTab] = useTabParam(TAB_IDS, 'participants');
  const queryClient = useQueryClient();
  const { start, pending } = useSignIn();
  const ticketGate = useTicketGate(tournament.data);
  // A team member who is not the captain: the view does not say who captains, the participants list does.
  const inTeam =
    tournament.data?.settings?.participantType === 'TEAM_MATCH' && tournament.data.viewer.registration !== 'NONE';
  const participants = useParticipants(id, signedIn && inTeam);
  const viewerId = viewer.user?.id ?? null;
  const ownEntry = participants.data?.find((entry) => entry.members.some((member) => member.id === viewerId));
  const captainOnly = ownEntry !== undefined && ownEntry.captain.id !== viewerId;
  // The standings highlight the viewer's row by seed, which the brackets view knows (same cached query); once
  // finished, it also gives the participants tab each entrant's placement (issue 26 §5.10).
  const finished = tournament.data?.status === 'finished';
  const bracketsView = useBrackets(
    id,
    signedIn && (tab === 'leaderboard' || (tab === 'participants' && finished)),
  ).data;
  const viewerSeed = bracketsView?.viewerSeed ?? null;
  const placements = finished && bracketsView ? placementsOf(bracketsView.entrants) : undefined;
  // Arriving with a scroll target (the ending modal's buttons): open the leaderboard tab, or go to the prizes.
  const scrollTarget = scrollTargetOf(useLocation().state);
  const loaded = tournament.data !== undefined;
  // The tournament scrolled to already: a later tab change keeps the arrival's state but is no new arrival.
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!scrollTarget || !loaded || scrolledTo.current === id) return;
    // The tab first; the scroll once it shows (issue 26 §5.6).
    if (scrollTarget === 'leaderboard' && tab !== 'leaderboard') return setTab('leaderboard');
    scrolledTo.current = id;
    return keepInView(document.getElementById(SCROLL_TARGET_IDS[scrollTarget]));
  }, [scrollTarget, id, loaded, tab, setTab]);

  if (tournament.isPending) return <Spinner fullPage label="Loading tournament…" />;
  if (!tournament.data) {
    return (
      <>
        <h1 className={visuallyHidden}>Tournament {id}</h1>
        <EmptyState
          icon={<TrophyIcon />}
          title="Tournament not found"
          description="This tournament does not exist or is not published yet."
          action={
            <Link to={paths.tournaments} className={buttonClassName()}>
              Browse tournaments
            </Link>
          }
        />
      </>
    );
  }
  const view = tournament.data;
  const team = view.settings?.participantType === 'TEAM_MATCH';

  function onRegistered() {
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  }

  return (
    <>
      <HeroArt media={view.mainInformation?.heroArt} name={view.name} />
      <TournamentHeader
        tournament={view}
        organizer={view.organizationName}
        actions={
          <>
            <TournamentActionButtons
              tournament={view}
              signedIn={signedIn}
              captainOnly={captainOnly}
              onRegister={() => setRegistering(true)}
            />
            <OrganizerManageLink tournament={view} />
          </>
        }
      />
      <Banners banners={view.mainInformation?.banners ?? []} position="TOP_BANNER" />
      {/* Notices concern the tournament's players (disqualified and banned ones included). */}
      {signedIn && view.viewer.registration !== 'NONE' ? <TournamentNotices tournamentId={view.id} /> : null}
      {signedIn && showsMatchCard(view.viewer.state) ? (
        <Suspense fallback={null}>
          <MatchCard
            tournamentId={view.id}
            state={view.viewer.state}
            gameName={view.game.name}
            metricLabels={(view.format?.scoringSystem.ingameMetrics ?? []).map((metric) => metric.label)}
            numberOfGames={view.format?.numberOfGames ?? 1}
            onChanged={() => {
              // SPEC §4: a result submission also updates the user's own tournaments list (and the state shown here).
              void queryClient.invalidateQueries({ queryKey: tournamentKeys.registered });
              void queryClient.invalidateQueries({ queryKey: tournamentKeys.detail(view.id) });
            }}
          />
        </Suspense>
      ) : null}
      <div className={styles.twoColumns}>
        <div>
          <Banners banners={view.mainInformation?.banners ?? []} position="SUPER_LEADERBOARD" />
          {signedIn ? (
            <div id={SCROLL_TARGET_IDS.leaderboard}>
              <Tabs
                label="Tournament sections"
                selectedId={tab}
                onSelect={setTab}
                tabs={[
                  {
                    id: 'participants',
                    label: 'Participants',
                    panel: <ParticipantList tournamentId={view.id} placements={placements} />,
                  },
                  {
                    id: 'brackets',
                    label: 'Brackets',
                    panel: (
                      <Suspense fallback={<Spinner label="Loading brackets…" />}>
                        <BracketsPanel tournamentId={view.id} laterStages={view.format?.stages} />
                      </Suspense>
                    ),
                  },
                  {
                    id: 'leaderboard',
                    label: 'Leaderboard',
                    panel: (
                      <Suspense fallback={<Spinner label="Loading standings…" />}>
                        <StandingsPanel tournamentId={view.id} viewerSeed={viewerSeed} />
                      </Suspense>
                    ),
                  },
                ]}
              />
            </div>
          ) : (
            <Card title="Join the Arena" data-testid="visitor-prompt">
              <p className={styles.muted}>
                Log in or create an account to see the participants, brackets and leaderboard, and to register for this
                tournament.
              </p>
              <div className={styles.buttonRow} style={{ justifyContent: 'flex-start', marginTop: 16 }}>
                <Button onClick={() => void start('login')} disabled={pending !== null}>
                  {pending === 'login' ? 'Opening sign-in…' : 'Login'}
                </Button>
                <Button variant="secondary" onClick={() => void start('create-account')} disabled={pending !== null}>
                  {pending === 'create-account' ? 'Opening sign-up…' : 'Create account'}
                </Button>
              </div>
            </Card>
          )}
        </div>
        <div className={styles.sideColumn}>
          <TournamentInformation tournament={view} />
          {view.viewer.role === 'ORGANIZER' ? (
            <Suspense fallback={null}>
              <StreamOverlaysPanel tournamentId={view.id} />
            </Suspense>
          ) : null}
        </div>
      </div>
      {signedIn && registering ? (
        team ? (
          <TeamRegistrationModal
            tournament={view}
            viewerId={viewer.user?.id ?? null}
            onClose={() => setRegistering(false)}
            onRegistered={onRegistered}
          />
        ) : (
          <RegistrationModal
            open
            tournament={view}
            onClose={() => setRegistering(false)}
            onRegistered={onRegistered}
            {...ticketGate}
          />
        )
      ) : null}
    </>
  );
}

/** The team modal with the viewer's captained teams and the chosen team's members. */
function TeamRegistrationModal({
  tournament,
  viewerId,
  onClose,
  onRegistered,
}: {
  tournament: TournamentView;
  viewerId: string | null;
  onClose: () => void;
  onRegistered: () => void;
}) {
  const teams = useMyTeams();
  const [teamId, setTeamId] = useState<string | null>(null);
  const members = useTeamMembers(teamId ?? '', teamId !== null);
  const ticketGate = useTicketGate(tournament);
  const picker: TeamPickerData = {
    teams: (teams.data ?? [])
      .filter((candidate) => candidate.captainId === viewerId)
      .map(({ id, name }) => ({ id, name })),
    teamsLoading: teams.isPending,
    selectedTeamId: teamId,
    onSelectTeam: setTeamId,
    members: (members.data?.members ?? []).map(({ userId, nickname }) => ({ userId, nickname })),
    membersLoading: teamId !== null && members.isPending,
  };
  return (
    <RegistrationModal
      open
      tournament={tournament}
      team={picker}
      onClose={onClose}
      onRegistered={onRegistered}
      {...ticketGate}
    />
  );
}
