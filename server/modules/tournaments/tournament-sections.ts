// The organizer's sections as stored (contract shapes), their validation through the domain validators, and
// their conversion to the domain types (epoch-millisecond schedule) that state derivation and rules take.
import {
  validateFormat,
  validateMultiStage,
  validateMainInformation,
  validatePrizes,
  validateSchedule,
  validateScoring,
  validateSettings,
  validateTournamentMedia,
  validationMessages as msg,
  type BestOf,
  type FieldErrors,
  type Instant,
  type TournamentSchedule,
} from '../../../src/domain/index.js';
import type {
  FormatSection,
  MainInformationSection,
  PrizepoolSection,
  ScheduleSection,
  SettingsSection,
  TournamentSection,
} from '../../../src/contract/tournaments.js';
import type { SectionColumn, TournamentRow } from './tournaments-repository.js';
import { storedMediaType } from './tournament-media.js';

/** Where each section is stored; the leaderboard link is a plain column so leaderboards can find their tournaments. */
export const SECTION_COLUMNS: Record<TournamentSection, SectionColumn | 'leaderboard_id'> = {
  'main-information': 'main_information',
  settings: 'settings',
  format: 'format',
  schedule: 'schedule',
  prizepool: 'prizepool',
  leaderboard: 'leaderboard_id',
};

const ms = (iso: string): Instant => Date.parse(iso);

export function toDomainSchedule(schedule: ScheduleSection): TournamentSchedule {
  return {
    registration: { start: ms(schedule.registration.start), end: ms(schedule.registration.end) },
    checkIn: { start: ms(schedule.checkIn.start), end: ms(schedule.checkIn.end) },
    ...(schedule.seeding ? { seeding: { start: ms(schedule.seeding.start), end: ms(schedule.seeding.end) } } : {}),
    rounds: schedule.rounds.map((round) => ({ ...round, start: ms(round.start), end: ms(round.end) })),
    ...(schedule.prizepoolDistribution
      ? {
          prizepoolDistribution: {
            start: ms(schedule.prizepoolDistribution.start),
            end: ms(schedule.prizepoolDistribution.end),
          },
        }
      : {}),
    ...(schedule.roundStart ? { roundStart: schedule.roundStart } : {}),
    ...(schedule.roundBreakMinutes !== undefined ? { roundBreakMinutes: schedule.roundBreakMinutes } : {}),
    ...(schedule.prizeDistribution ? { prizeDistribution: schedule.prizeDistribution } : {}),
  };
}

/** Team sizes are not covered by a domain validator yet: at least one player, min ≤ max. */
function validateTeamOptions(settings: SettingsSection): FieldErrors {
  const errors: FieldErrors = {};
  if (settings.participantType !== 'TEAM_MATCH') return errors;
  const options = settings.teamOptions;
  if (!options) return { teamOptions: msg.REQUIRED };
  if (options.minPlayers < 1) errors['teamOptions.minPlayers'] = msg.MUST_BE_POSITIVE;
  if (options.maxPlayers < Math.max(1, options.minPlayers))
    errors['teamOptions.maxPlayers'] = msg.minValue(Math.max(1, options.minPlayers));
  if (options.playersPerTeam < options.minPlayers || options.playersPerTeam > options.maxPlayers) {
    errors['teamOptions.playersPerTeam'] = msg.INVALID_VALUE;
  }
  return errors;
}

/**
 * Field errors of a section about to be saved on `row` at `now`; empty when it may be saved. Sections that
 * depend on another (format scoring on the participant type, prizes on the participant count) read the saved
 * one and fall back to the most permissive value when it is not saved yet; publishing re-checks nothing of it.
 */
export function validateSection(
  section: TournamentSection,
  body: unknown,
  row: TournamentRow,
  now: Instant,
): FieldErrors {
  switch (section) {
    case 'main-information': {
      const main = body as MainInformationSection;
      return { ...validateMainInformation(main), ...validateTournamentMedia(main, storedMediaType) };
    }
    case 'leaderboard':
      // Needs the leaderboard's row: checked by the service (tournament-leaderboard-link.ts).
      return {};
    case 'settings': {
      const settings = body as SettingsSection;
      return { ...validateSettings(settings), ...validateTeamOptions(settings) };
    }
    case 'format': {
      const format = { ...(body as FormatSection), bestOf: (body as FormatSection).bestOf as BestOf[] };
      const settings = row.settings as SettingsSection | null;
      return {
        ...validateFormat(format),
        ...validateMultiStage(format),
        ...validateScoring(
          format.scoringSystem,
          {
            participantType: settings?.participantType ?? 'SOLO_MATCH',
            matchType: format.matchType,
            scoreReportingSystem: format.scoreReportingSystem,
          },
          'format.scoringSystem',
        ),
      };
    }
    case 'schedule':
      return validateSchedule(toDomainSchedule(body as ScheduleSection), now);
    case 'prizepool': {
      const format = row.format as FormatSection | null;
      return validatePrizes((body as PrizepoolSection).rewards, format?.maxParticipants ?? 0);
    }
  }
}
