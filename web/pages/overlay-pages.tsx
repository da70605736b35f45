// /overlay/tournaments/{id}/match[/{matchId}], …/bracket and …/standings: the stream overlays (issue 27 §3), pages
// for an OBS browser source at 1920×1080 or 1280×720. Transparent (app/layouts/overlay-layout.tsx), for anyone
// (guests included) when the tournament is public, and live: the tournament's public event feed refetches what
// they show. A draft, hidden or unknown tournament shows one plain line and nothing of it.
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { TournamentView } from '../../src/contract/tournaments.js';
import { useTournamentFeed } from '../app/live/use-tournament-feed.js';
import { useBrackets } from '../features/brackets/api/get-brackets.js';
import { BracketStrip } from '../features/overlays/components/bracket-strip.js';
import { MatchScoreboard } from '../features/overlays/components/match-scoreboard.js';
import { OverlayUnavailable } from '../features/overlays/components/overlay-unavailable.js';
import { StandingsBoard } from '../features/overlays/components/standings-board.js';
import * as styles from '../features/overlays/components/overlay.css.js';
import { bracketWindow } from '../features/overlays/model/bracket-window.js';
import { currentMatch } from '../features/overlays/model/current-match.js';
import { standingsLimit, topStandings } from '../features/overlays/model/standings-top.js';
import { useTiebreakerLeaderboard } from '../features/standings/api/get-tiebreaker-leaderboard.js';
import { useTournament } from '../features/tournaments/api/get-tournament.js';

/** Published and not hidden: what the public feed serves too (server/modules/tournaments/live/feed-access.ts). */
const isPublic = (tournament: TournamentView | undefined) =>
  tournament !== undefined && tournament.publishedAt !== null && !tournament.hidden;

/** The tournament, whether it may be shown, and its live feed once it may. */
function useOverlayTournament() {
  const { id = '' } = useParams();
  const tournament = useTournament(id);
  const shown = isPublic(tournament.data);
  useTournamentFeed(id, shown);
  return { id, tournament: tournament.data, pending: tournament.isPending, shown };
}

function Stage({ label, children }: { label: string; children: ReactNode }) {
  return (
    <main id="main" className={styles.stage} aria-label={label} data-testid="overlay-stage">
      {children}
    </main>
  );
}

export function MatchOverlayPage() {
  const { id, pending, shown } = useOverlayTournament();
  const { matchId } = useParams();
  const brackets = useBrackets(id, shown);
  if (pending || (shown && brackets.isPending)) return <Stage label="Match overlay">{null}</Stage>;
  if (!shown || !brackets.data)
    return (
      <Stage label="Match overlay">
        <OverlayUnavailable />
      </Stage>
    );
  const match = currentMatch(brackets.data, matchId);
  return (
    <Stage label="Match overlay">
      {match ? (
        <MatchScoreboard view={brackets.data} match={match} />
      ) : (
        <OverlayUnavailable text={matchId ? 'Match not found' : 'No match yet'} />
      )}
    </Stage>
  );
}

export function BracketOverlayPage() {
  const { id, tournament, pending, shown } = useOverlayTournament();
  const brackets = useBrackets(id, shown);
  if (pending || (shown && brackets.isPending)) return <Stage label="Bracket overlay">{null}</Stage>;
  if (!shown || !brackets.data || !tournament)
    return (
      <Stage label="Bracket overlay">
        <OverlayUnavailable />
      </Stage>
    );
  const window = bracketWindow(brackets.data, currentMatch(brackets.data));
  return (
    <Stage label="Bracket overlay">
      {window.rounds.length > 0 ? (
        <BracketStrip view={brackets.data} window={window} title={tournament.name} />
      ) : (
        <OverlayUnavailable text="No bracket yet" />
      )}
    </Stage>
  );
}

export function StandingsOverlayPage() {
  const { id, tournament, pending, shown } = useOverlayTournament();
  const [search] = useSearchParams();
  const standings = useTiebreakerLeaderboard(id, shown);
  if (pending || (shown && standings.isPending)) return <Stage label="Standings overlay">{null}</Stage>;
  if (!shown || !standings.data || !tournament) {
    return (
      <Stage label="Standings overlay">
        <OverlayUnavailable />
      </Stage>
    );
  }
  const rows = topStandings(standings.data, standingsLimit(search.get('limit')));
  return (
    <Stage label="Standings overlay">
      {rows.length > 0 ? (
        <StandingsBoard title={`${tournament.name} · Standings`} rows={rows} />
      ) : (
        <OverlayUnavailable text="No standings yet" />
      )}
    </Stage>
  );
}
