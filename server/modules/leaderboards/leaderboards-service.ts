// The leaderboard calls (issue 13): public list, detail and standings as each viewer may see them, and the
// organizers' settings, publishing, ending, deletion and partner whitelist. State changes lock the leaderboard
// row, so concurrent calls see each other's outcome (two "end" calls: one ends it, the other is refused).
import { sql, type Kysely, type Transaction } from 'kysely';
import type {
  LeaderboardDetail,
  LeaderboardListItem,
  LeaderboardSettingsBody,
  LeaderboardStandings,
  StandingRow,
} from '../../../src/contract/leaderboards.js';
import { leaderboardDisplayStatus } from '../../../src/domain/leaderboard-aggregation.js';
import { publishBlocker, validateLeaderboardSettings } from '../../../src/domain/index.js';
import type { Database } from '../../db/schema.js';
import type { Clock } from '../../clock.js';
import { conflict, fieldErrors, notFound } from '../../http-error.js';
import { canSee, isOwner, ownedLeaderboard, viewerOf, type Viewer } from './leaderboard-access.js';
import { rankStandings } from './leaderboard-fold.js';
import type { LeaderboardRow } from './leaderboards-repository.js';
import type { LeaderboardTournaments } from './leaderboard-tournaments.js';
import { disciplineCards, findDisciplineByCode } from '../disciplines/disciplines-module.js';
import { organizationCards, organizationOfEmail } from '../organizations/organizations-module.js';
import {
  searchedStandings,
  standingsPage,
  standingsTotal,
  standingsTotalOf,
  viewerStanding,
} from './standings-queries.js';

type Db = Kysely<Database>;

/** What publishing says when a POINTS leaderboard scored by placement has no scale yet. */
export const POINTS_SCALE_NEEDED = 'Add at least one range of ranks to the points scale';

/** What publishing says when the prize pool's UOS and Uniqs are not (all) in escrow. */
export const PRIZEPOOL_NOT_ESCROWED = 'Place the prize pool in escrow (sign it in your wallet) before publishing';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What the leaderboard-rewards module answers about a leaderboard's escrow (it owns that table). */
export interface LeaderboardEscrowCheck {
  /** Under the leaderboard lock: a held escrow covers the prize pool (true when it needs none). */
  covers(trx: Db, id: string, prizepool: LeaderboardSettingsBody['prizepool']): Promise<boolean>;
  /** Whether an escrow still holds prizes for it (a deleted leaderboard would strand them). */
  held(trx: Db, id: string): Promise<boolean>;
}

/**
 * A leaderboard is being deleted, inside its transaction: the tournaments module unlinks the tournaments that fed
 * it (it owns their rows; handed in by app.ts because the tournaments module already depends on this one).
 */
export type LeaderboardDeleting = (trx: Db, leaderboardId: string) => Promise<void>;

export class LeaderboardsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly escrow: LeaderboardEscrowCheck,
    private readonly onDeleting: LeaderboardDeleting,
    private readonly tournaments: LeaderboardTournaments,
  ) {}

  private partnersOf(db: Db, id: string): Promise<{ organization_id: string; name: string }[]> {
    return db
      .selectFrom('leaderboard_partners as p')
      .innerJoin(organizationCards(db).as('o'), 'o.id', 'p.organization_id')
      .select(['p.organization_id', 'o.name'])
      .where('p.leaderboard_id', '=', id)
      .orderBy('o.name')
      .execute();
  }

  /** The leaderboard when the viewer may see it; 404 LEADERBOARD-NOT-FOUND otherwise (private ones included). */
  private async visible(db: Db, id: string, viewer: Viewer): Promise<LeaderboardRow> {
    const board = await db.selectFrom('leaderboards').selectAll().where('id', '=', id).executeTakeFirst();
    if (!board) throw notFound('LEADERBOARD-NOT-FOUND');
    const partners = board.private_access ? (await this.partnersOf(db, id)).map((p) => p.organization_id) : [];
    if (!canSee(board, viewer, partners, this.clock.now())) throw notFound('LEADERBOARD-NOT-FOUND');
    return board;
  }

  /** The leaderboard locked for a change by its own organizers; others get the same 404 as for reading. */
  private owned(trx: Transaction<Database>, id: string, userId: string): Promise<LeaderboardRow> {
    return ownedLeaderboard(trx, id, userId);
  }

  async list(userId: string | null, query: { discipline?: string; status?: 'ACTIVE' | 'COMPLETE' }) {
    const viewer = await viewerOf(this.db, userId);
    let rows = this.db
      .selectFrom('leaderboards as l')
      .innerJoin(organizationCards(this.db).as('o'), 'o.id', 'l.organization_id')
      .leftJoin(disciplineCards(this.db).as('d'), 'd.code', 'l.discipline_code')
      .selectAll('l')
      .select([
        'o.name as organization_name',
        'd.name as discipline_name',
        this.tournaments.tournamentCountOfLeaderboardSql(sql.ref('l.id')).as('tournament_count'),
        standingsTotalOf(sql.ref('l.id')).as('participant_count'),
        sql<string[]>`coalesce((select array_agg(p.organization_id::text) from leaderboard_partners p
          where p.leaderboard_id = l.id), '{}')`.as('partner_ids'),
      ])
      .where('l.status', 'in', ['ACTIVE', 'ENDED'])
      .orderBy('l.published_at', 'desc')
      .orderBy('l.id');
    if (query.discipline) rows = rows.where('l.discipline_code', '=', query.discipline);
    if (query.status) rows = rows.where('l.status', '=', query.status === 'COMPLETE' ? 'ENDED' : 'ACTIVE');
    const now = this.clock.now();
    return (await rows.execute())
      .filter((row) => canSee(row, viewer, row.partner_ids ?? [], now))
      .map((row): LeaderboardListItem => ({
        id: row.id,
        name: row.name,
        subname: row.subname,
        kind: row.kind,
        displayStatus: leaderboardDisplayStatus(row.status),
        organizationName: row.organization_name,
        disciplineCode: row.discipline_code,
        disciplineName: row.discipline_name,
        tournamentCount: Number(row.tournament_count),
        participantCount: Number(row.participant_count),
        privateAccess: row.private_access,
        endedAt: iso(row.ended_at),
        prizepool: row.prizepool,
      }));
  }

  async detail(id: string, userId: string | null, db: Db = this.db): Promise<LeaderboardDetail> {
    const viewer = await viewerOf(db, userId);
    const board = await this.visible(db, id, viewer);
    const [organization, discipline, tournaments, count, partners] = await Promise.all([
      organizationCards(db)
        .where('id', '=', board.organization_id)
        .executeTakeFirstOrThrow()
        .then(({ id, name }) => ({ id, name })),
      board.discipline_code
        ? disciplineCards(db).where('code', '=', board.discipline_code).executeTakeFirst()
        : Promise.resolve(undefined),
      this.tournaments.tournamentsShownOnLeaderboard(db, id),
      standingsTotal(db, id),
      this.partnersOf(db, id),
    ]);
    const owner = isOwner(board, viewer);
    const unfinished = tournaments.some((t) => t.status === 'PUBLISHED');
    return {
      id: board.id,
      kind: board.kind,
      status: board.status,
      displayStatus: leaderboardDisplayStatus(board.status),
      organization,
      name: board.name,
      subname: board.subname,
      disciplineCode: board.discipline_code,
      disciplineName: discipline?.name ?? null,
      pointsSource: board.points_source,
      pointsScale: board.points_scale,
      ties: board.ties,
      tieBreak: board.tie_break,
      tieBreakReason: board.tie_break_reason,
      prizepool: board.prizepool,
      privateAccess: board.private_access,
      publishedAt: iso(board.published_at),
      endedAt: iso(board.ended_at),
      rewardsSentAt: iso(board.rewards_sent_at),
      tournaments: tournaments.map((t) => ({
        id: t.id,
        name: t.name,
        status: t.status,
        finished: t.status === 'FINISHED',
      })),
      participantCount: count,
      admin: owner
        ? {
            partners: partners.map((p) => ({ organizationId: p.organization_id, name: p.name })),
            canPublish: board.status === 'DRAFT',
            canEnd: board.status === 'ACTIVE' && !unfinished,
            canDelete: board.published_at === null,
          }
        : null,
    };
  }

  async standings(
    id: string,
    userId: string | null,
    query: { page: number; pageSize: number; search?: string },
  ): Promise<LeaderboardStandings> {
    const viewer = await viewerOf(this.db, userId);
    const board = await this.visible(this.db, id, viewer);
    const search = query.search?.trim() ?? '';
    const offset = (query.page - 1) * query.pageSize;
    const [found, own] = await Promise.all([
      search === ''
        ? Promise.all([standingsPage(this.db, board, offset, query.pageSize), standingsTotal(this.db, id)]).then(
            ([rows, total]) => ({ rows, total }),
          )
        : searchedStandings(this.db, board, search, offset, query.pageSize),
      userId ? viewerStanding(this.db, board, userId) : Promise.resolve(null),
    ]);
    return {
      leaderboardId: id,
      kind: board.kind,
      total: found.total,
      page: query.page,
      pageSize: query.pageSize,
      rows: found.rows.map(toStandingRow),
      viewerRow: own ? toStandingRow(own) : null,
    };
  }

  async update(id: string, userId: string, body: LeaderboardSettingsBody): Promise<LeaderboardDetail> {
    const errors = validateLeaderboardSettings(body);
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return this.db.transaction().execute(async (trx) => {
      const board = await this.owned(trx, id, userId);
      // Ending locks it (SPEC §4).
      if (board.status === 'ENDED') throw conflict('LEADERBOARD-UPDATE-ERROR');
      const clash = await trx
        .selectFrom('leaderboards')
        .select('id')
        .where('organization_id', '=', board.organization_id)
        .where('name', '=', body.name.trim())
        .where('id', '!=', id)
        .executeTakeFirst();
      if (clash) throw fieldErrors({ name: 'Another leaderboard of your organization has this name.' });
      if (body.disciplineCode) {
        const game = await findDisciplineByCode(trx, body.disciplineCode);
        if (!game) throw fieldErrors({ disciplineCode: 'Unknown game' });
      }
      const updated = await trx
        .updateTable('leaderboards')
        .set({
          name: body.name.trim(),
          subname: body.subname?.trim() || null,
          discipline_code: body.disciplineCode,
          points_source: body.pointsSource,
          points_scale: JSON.stringify(body.pointsScale),
          ties: body.ties,
          tie_break: body.tieBreak,
          tie_break_reason: body.tieBreak === 'CUSTOM_REASON' ? body.tieBreakReason?.trim() || null : null,
          prizepool: JSON.stringify(body.prizepool),
          private_access: body.privateAccess,
          updated_at: new Date(this.clock.now()),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // The scale, the tie rules or the tie-break may have changed: the stored standings follow.
      await rankStandings(trx, updated, updated.updated_at);
      return this.detail(id, userId, trx);
    });
  }

  async publish(id: string, userId: string): Promise<LeaderboardDetail> {
    return this.db.transaction().execute(async (trx) => {
      const board = await this.owned(trx, id, userId);
      if (board.status !== 'DRAFT') throw conflict('LEADERBOARD-CANNOT-PUBLISH');
      const settings = {
        name: board.name,
        subname: board.subname,
        pointsScale: board.points_scale,
        tieBreak: board.tie_break,
        tieBreakReason: board.tie_break_reason,
        prizepool: board.prizepool,
      };
      // The refusal names the settings to fix, so the administration can point at them.
      const errors = validateLeaderboardSettings(settings);
      if (Object.keys(errors).some((path) => path.startsWith('prizepool')))
        throw conflict('LEADERBOARD-INVALID-PRIZEPOOL', errors);
      if (Object.keys(errors).length > 0) throw conflict('LEADERBOARD-CANNOT-PUBLISH', errors);
      if (publishBlocker({ kind: board.kind, pointsSource: board.points_source, pointsScale: board.points_scale }))
        throw conflict('LEADERBOARD-CANNOT-PUBLISH', { pointsScale: POINTS_SCALE_NEEDED });
      if (!(await this.escrow.covers(trx, id, settings.prizepool)))
        throw conflict('LEADERBOARD-INVALID-PRIZEPOOL', { prizepool: PRIZEPOOL_NOT_ESCROWED });
      const at = new Date(this.clock.now());
      await trx
        .updateTable('leaderboards')
        .set({ status: 'ACTIVE', published_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
      return this.detail(id, userId, trx);
    });
  }

  /** Ends it: locked from then on, rewards may be sent. Every linked tournament must be over first. */
  async end(id: string, userId: string): Promise<LeaderboardDetail> {
    return this.db.transaction().execute(async (trx) => {
      const board = await this.owned(trx, id, userId);
      if (board.status !== 'ACTIVE') throw conflict('LEADERBOARD-NOT-ACTIVE-OR-ENDED');
      if (await this.tournaments.leaderboardHasRunningTournament(trx, id))
        throw conflict('LEADERBOARD-TOURNAMENTS-NOT-FINISHED');
      const at = new Date(this.clock.now());
      await trx
        .updateTable('leaderboards')
        .set({ status: 'ENDED', ended_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
      return this.detail(id, userId, trx);
    });
  }

  /** Only a leaderboard never published may be deleted; its draft tournaments are unlinked. */
  async remove(id: string, userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const board = await this.owned(trx, id, userId);
      if (board.published_at !== null) throw conflict('LEADERBOARD-NOT-DELETABLE');
      if (await this.escrow.held(trx, id))
        throw conflict('LEADERBOARD-NOT-DELETABLE', { prizepool: 'Reverse the prize pool escrow first.' });
      const at = new Date(this.clock.now());
      await this.onDeleting(trx, id);
      await trx
        .updateTable('leaderboards')
        // The name is freed for a new leaderboard (names are unique per organization).
        .set({
          status: 'DELETED',
          deleted_at: at,
          updated_at: at,
          name: sql`name || ' (deleted ' || ${id}::text || ')'`,
        })
        .where('id', '=', id)
        .execute();
    });
  }

  /** Whitelists the organization of the organizer with this e-mail. */
  async addPartner(id: string, userId: string, email: string): Promise<LeaderboardDetail> {
    return this.db.transaction().execute(async (trx) => {
      const board = await this.owned(trx, id, userId);
      if (board.status === 'ENDED') throw conflict('LEADERBOARD-UPDATE-ERROR');
      const partner = await organizationOfEmail(trx, email.trim().toLowerCase());
      if (!partner) throw fieldErrors({ email: 'No organizer with this e-mail' });
      if (partner === board.organization_id)
        throw fieldErrors({ email: 'This organizer is already in your organization' });
      await trx
        .insertInto('leaderboard_partners')
        .values({ leaderboard_id: id, organization_id: partner, added_at: new Date(this.clock.now()) })
        .onConflict((oc) => oc.columns(['leaderboard_id', 'organization_id']).doNothing())
        .execute();
      return this.detail(id, userId, trx);
    });
  }

  async removePartner(id: string, userId: string, organizationId: string): Promise<LeaderboardDetail> {
    return this.db.transaction().execute(async (trx) => {
      await this.owned(trx, id, userId);
      await trx
        .deleteFrom('leaderboard_partners')
        .where('leaderboard_id', '=', id)
        .where('organization_id', '=', organizationId)
        .execute();
      return this.detail(id, userId, trx);
    });
  }
}

function toStandingRow(row: {
  rank: number;
  position: number;
  name: string;
  avatar_url: string | null;
  user_id: string | null;
  team_id: string | null;
  points: string;
  best_placement: number | null;
  tournaments_played: number;
}): StandingRow {
  return {
    rank: Number(row.rank),
    position: Number(row.position),
    name: row.name,
    avatarUrl: row.avatar_url,
    userId: row.user_id,
    teamId: row.team_id,
    points: Number(row.points),
    bestPlacement: row.best_placement === null ? null : Number(row.best_placement),
    tournamentsPlayed: Number(row.tournaments_played),
  };
}
