// Published tournaments as cards: the art (the tournament's, else its game's), name, game, the viewer's own
// state (SPEC §4), when it runs, its format, the prize and how full it is.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../../src/ui/badge.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import { paths } from '../../../paths.js';
import { cardArtUrl, dateSummary, formatSummary, prizeSummary } from './tournament-card-facts.js';
import { viewerBadge } from './tournament-labels.js';
import * as styles from './tournament-list.css.js';

export interface TournamentListProps {
  tournaments: TournamentView[];
  /** Names the list for screen readers. */
  label?: string;
  /** Marks the cards, so the promoted strip and the main list can be told apart. */
  cardTestId?: string;
  /** Extra lines under a card, composed by the page from other features (e.g. the viewer's next match). */
  renderExtra?: (tournament: TournamentView) => ReactNode;
}

function TournamentCard({
  tournament,
  testId,
  extra,
}: {
  tournament: TournamentView;
  testId: string;
  extra?: ReactNode;
}) {
  const art = cardArtUrl(tournament);
  const dates = dateSummary(tournament);
  const format = formatSummary(tournament);
  const prize = prizeSummary(tournament);
  const badge = viewerBadge(tournament.viewer);
  const unit = tournament.settings?.participantType === 'TEAM_MATCH' ? 'teams' : 'players';
  return (
    <li data-testid={testId}>
      <article className={styles.item}>
        <div className={styles.art}>
          {/* Decorative: the name below says what the card is. */}
          {art ? (
            <img className={styles.artImage} src={art} alt="" loading="lazy" data-testid="card-art" />
          ) : (
            <span className={styles.artFallback} aria-hidden="true">
              {tournament.game.name.charAt(0)}
            </span>
          )}
          <span className={styles.artBadge}>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </span>
        </div>
        <div className={styles.body}>
          <p className={styles.game}>{tournament.game.name}</p>
          <h3 className={styles.name}>
            <Link to={paths.tournament.build(tournament.id)}>{tournament.name}</Link>
          </h3>
          {tournament.mainInformation?.subtitle ? (
            <p className={styles.muted}>{tournament.mainInformation.subtitle}</p>
          ) : null}
          <dl className={styles.facts}>
            {dates ? (
              <>
                <div className={styles.fact}>
                  <dt className={styles.factLabel}>Starts</dt>
                  <dd className={styles.factValue}>{dates.start}</dd>
                </div>
                <div className={styles.fact}>
                  <dt className={styles.factLabel}>Registration</dt>
                  <dd className={styles.factValue}>{dates.registration}</dd>
                </div>
              </>
            ) : null}
            {format ? (
              <div className={styles.fact}>
                <dt className={styles.factLabel}>Format</dt>
                <dd className={styles.factValue}>{format}</dd>
              </div>
            ) : null}
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Prize pool</dt>
              <dd className={styles.factValue} data-testid="card-prize">
                {prize ?? 'None'}
              </dd>
            </div>
          </dl>
          <p className={styles.muted}>
            {tournament.participantCount}
            {tournament.format ? ` / ${tournament.format.maxParticipants}` : ''} {unit}
          </p>
          {extra}
        </div>
      </article>
    </li>
  );
}

export function TournamentList({
  tournaments,
  label = 'Tournaments',
  cardTestId = 'tournament-card',
  renderExtra,
}: TournamentListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {tournaments.map((tournament) => (
        <TournamentCard
          key={tournament.id}
          tournament={tournament}
          testId={cardTestId}
          extra={renderExtra?.(tournament)}
        />
      ))}
    </ul>
  );
}
