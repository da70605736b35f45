// The leaderboard settings section: a tournament feeds at most one of its organization's leaderboards, and
// only one whose kind its format can feed (SPEC §5). The rule is checked from both sides, when the link is
// saved and when the format is saved while linked.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FormatSection } from '../../../src/contract/tournaments.js';
import { validateLeaderboardLink, validationMessages as msg, type FieldErrors } from '../../../src/domain/index.js';
import { findLeaderboard } from '../leaderboards/leaderboards-module.js';
import type { TournamentRow } from './tournaments-repository.js';

type Db = Kysely<Database>;

/** Field errors of linking `row` to `leaderboardId`; empty when the link may be saved. */
export async function validateLeaderboardSection(
  db: Db,
  row: TournamentRow,
  leaderboardId: string | null,
): Promise<FieldErrors> {
  if (leaderboardId === null) return {};
  const leaderboard = await findLeaderboard(db, leaderboardId);
  if (!leaderboard || leaderboard.organization_id !== row.organization_id) return { leaderboardId: msg.INVALID_VALUE };
  // An ended leaderboard is locked (SPEC §4): no new tournament feeds it.
  if (leaderboard.status === 'ENDED') return { leaderboardId: msg.INVALID_VALUE };
  const format = row.format as FormatSection | null;
  return format ? validateLeaderboardLink(format.format, leaderboard.kind, 'leaderboardId') : {};
}

/** Field errors of saving `format` on a tournament that may already feed a leaderboard. */
export async function validateFormatAgainstLink(
  db: Db,
  row: TournamentRow,
  format: FormatSection,
): Promise<FieldErrors> {
  if (!row.leaderboard_id) return {};
  const leaderboard = await findLeaderboard(db, row.leaderboard_id);
  return leaderboard ? validateLeaderboardLink(format.format, leaderboard.kind, 'format') : {};
}
