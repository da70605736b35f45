// The top of /tournaments/{id}: game, name, subtitle, platforms, the dates of the phases, how full it is, the
// organizer, the lifecycle status and the viewer's own state (SPEC §4), and the action slot.
import type { ReactNode } from 'react';
import { Badge } from '../../../../src/ui/badge.js';
import type { TournamentView } from '../../../../src/contract/tournaments.js';
import {
  disqualificationText,
  schedulePhases,
  stateRepeatsStatus,
  statusLabel,
  viewerBadge,
  windowLabel,
} from './tournament-labels.js';
import * as styles from './tournament.css.js';
import { platformName } from '../../../app/labels/platform-names.js';

export interface TournamentHeaderProps {
  tournament: TournamentView;
  /** Who organizes it, when the page knows the organization's name. */
  organizer?: string;
  actions?: ReactNode;
}

export function TournamentHeader({ tournament, organizer, actions }: TournamentHeaderProps) {
  const platforms = tournament.mainInformation?.platforms ?? [];
  const unit = tournament.settings?.participantType === 'TEAM_MATCH' ? 'teams' : 'players';
  const badge = viewerBadge(tournament.viewer);
  const disqualified = disqualificationText(tournament.viewer);
  return (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{tournament.game.name}</p>
      <h1 className={styles.title}>{tournament.name}</h1>
      {tournament.mainInformation?.subtitle ? (
        <p className={styles.subtitle}>{tournament.mainInformation.subtitle}</p>
      ) : null}
      <div className={styles.row}>
        <Badge data-testid="tournament-status">{statusLabel(tournament.status)}</Badge>
        {stateRepeatsStatus(tournament.status, tournament.viewer) ? null : (
          <Badge tone={badge.tone} data-testid="tournament-state">
            {badge.label}
          </Badge>
        )}
        {tournament.settings?.accessType === 'GATED_ACCESS' ? <Badge tone="neutral">Ticket required</Badge> : null}
        {platforms.map((platform) => (
          <Badge key={platform}>{platformName(platform)}</Badge>
        ))}
      </div>
      {disqualified ? (
        <p className={styles.disqualified} role="status" data-testid="disqualification">
          {disqualified}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Participants</dt>
          <dd className={styles.factValue} data-testid="participant-count">
            {tournament.participantCount}
            {tournament.format ? ` / ${tournament.format.maxParticipants}` : ''} {unit}
          </dd>
        </div>
        {organizer ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>Organizer</dt>
            <dd className={styles.factValue}>{organizer}</dd>
          </div>
        ) : null}
        {tournament.schedule ? (
          <div className={styles.scheduleFact}>
            <dt className={styles.factLabel}>Schedule</dt>
            <dd className={styles.factValue}>
              <ul className={styles.phases}>
                {schedulePhases(tournament.schedule).map((phase) => (
                  <li key={phase.label} className={styles.phase}>
                    <strong>{phase.label}</strong> {windowLabel(phase.window)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
