// The tournament as every call returns it, with the viewer's SPEC §4 state derived at response time.
import {
  deriveTournamentState,
  roomRefusal,
  shownTournamentStatus,
  type RegistrationRelation,
  type TournamentRole,
  type TournamentStatus,
  type UserTournamentState,
} from '../../../src/domain/index.js';
import type {
  ScheduleSection,
  SettingsSection,
  FormatSection,
  TournamentView,
  MainInformationSection,
  PrizepoolSection,
} from '../../../src/contract/tournaments.js';
import type { TournamentRow, TournamentWithGameRow } from './tournaments-repository.js';
import { toDomainSchedule } from './tournament-sections.js';
import type { PlayRelation } from './play-relation.js';

export interface ViewerRelation {
  role: TournamentRole;
  registration: RegistrationRelation;
  /** Once the rounds began (matches module): paused, and where the viewer stands in them. */
  play?: PlayRelation;
}

export const SPECTATOR: ViewerRelation = { role: 'SPECTATOR', registration: 'NONE' };

const STATUS: Record<TournamentRow['status'], TournamentStatus> = {
  DRAFT: 'draft',
  PUBLISHED: 'published',
  CANCELED: 'canceled',
  FINISHED: 'finished',
};

/** Full once active registrations reach the format's maximum (players for solo, teams for team tournaments). */
export function isFull(row: TournamentRow, participantCount: number): boolean {
  const format = row.format as FormatSection | null;
  return (
    format !== null &&
    roomRefusal(false, { active: participantCount, max: format.maxParticipants }) === 'TOURNAMENT-REGISTRATION-FULL'
  );
}

function viewerState(row: TournamentRow, relation: ViewerRelation, full: boolean, now: number): UserTournamentState {
  const status = STATUS[row.status];
  const schedule = row.schedule as ScheduleSection | null;
  // A draft may have no schedule yet; the domain answers DRAFT/TOURNAMENT_CANCELED without reading it.
  if (!schedule) return status === 'canceled' ? 'TOURNAMENT_CANCELED' : 'DRAFT';
  const settings = row.settings as SettingsSection | null;
  return deriveTournamentState({
    tournament: {
      status,
      paused: relation.play?.paused ?? false,
      accessType: settings?.accessType ?? 'OPEN',
      registrationFull: full,
      roundsPlayed: relation.play?.roundsPlayed,
    },
    schedule: { ...toDomainSchedule(schedule), playedRounds: relation.play?.playedRounds },
    now,
    relation: { registration: relation.registration, ...relation.play?.relation },
    role: relation.role,
  });
}

export function toTournamentView(
  row: TournamentWithGameRow,
  participantCount: number,
  relation: ViewerRelation,
  now: number,
): TournamentView {
  const full = isFull(row, participantCount);
  return {
    id: row.id,
    organizationId: row.organization_id,
    organizationName: row.organization_name,
    game: {
      id: row.discipline_id,
      code: row.discipline_code,
      name: row.discipline_name,
      imageUrl: row.discipline_image_url,
    },
    name: row.name,
    status: shownTournamentStatus(
      STATUS[row.status],
      row.schedule ? toDomainSchedule(row.schedule as ScheduleSection) : null,
      now,
      relation.play?.roundsPlayed,
    ),
    hidden: row.hidden,
    promoted: row.promoted,
    publishedAt: row.published_at ? new Date(row.published_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    mainInformation: row.main_information as MainInformationSection | null,
    settings: row.settings as SettingsSection | null,
    format: row.format as FormatSection | null,
    schedule: row.schedule as ScheduleSection | null,
    prizepool: row.prizepool as PrizepoolSection | null,
    // Filled in by the reader for organizers (escrow/escrow-repository.ts escrowSummaries).
    escrow: null,
    leaderboard:
      row.leaderboard_id && row.leaderboard_name && row.leaderboard_kind
        ? { id: row.leaderboard_id, name: row.leaderboard_name, kind: row.leaderboard_kind }
        : null,
    participantCount,
    registrationFull: full,
    viewer: {
      role: relation.role,
      registration: relation.registration,
      // The only way out today is the scheduler's disqualification of those who did not check in.
      ...(relation.registration === 'DISQUALIFIED' ? { disqualification: { reason: 'NO_CHECK_IN' as const } } : {}),
      state: viewerState(row, relation, full, now),
    },
  };
}
