// One line under a tournament in the profile's "My tournaments" (issue 11 §5): the viewer's next match. Asks
// my-match only for tournaments whose state says a match is on, so a long list stays one call per live entry.
import type { UserTournamentState } from '../../../../src/domain/tournament-state.js';
import { useMyMatch } from '../api/get-my-match.js';
import { useNow } from '../../../app/clock/use-now.js';
import { formatCountdown, matchRoundLabel, showsMatchCard } from '../model/match-card-model.js';
import * as styles from './match-play.css.js';

export function NextMatchSummary({ tournamentId, state }: { tournamentId: string; state: UserTournamentState }) {
  const live = showsMatchCard(state);
  const myMatch = useMyMatch(tournamentId, live);
  const now = useNow(30_000);
  if (!live || !myMatch.data) return null;
  const { match, entrants, viewer, round } = myMatch.data;
  const others = match.sides
    .map((side) => side.seed)
    .filter((seed): seed is number => seed !== null && seed !== viewer.seed)
    .map((seed) => entrants.find((entrant) => entrant.seed === seed)?.name ?? `Seed ${seed}`);
  const against =
    match.kind === 'FFA'
      ? `lobby ${match.position + 1} (${others.length + 1} players)`
      : others.length > 0
        ? `vs ${others[0]}`
        : 'opponent to be decided';
  const starts = round.startsAt ? Date.parse(round.startsAt) : null;
  const ends = round.endsAt ? Date.parse(round.endsAt) : null;
  const when =
    starts !== null && starts > now
      ? ` · starts in ${formatCountdown(starts - now)}`
      : ends !== null && ends > now
        ? ` · ends in ${formatCountdown(ends - now)}`
        : '';
  return (
    <p className={styles.nextMatch} data-testid="next-match">
      Next match: {matchRoundLabel(match, round.name)}, {against}
      {when}
    </p>
  );
}
