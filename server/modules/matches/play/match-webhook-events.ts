// Which match events (the match_events log, play-repository recordEvent) are announced to webhooks, as what, and
// the match as the payload shows it: round, sides with their registration, name and score, the winner. Runs in
// the transaction that records the match event (or makes matches playable), so a rolled-back change announces
// nothing.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WebhookEventData, WebhookEventType } from '../../../../src/contract/webhooks.js';
import { recordWebhookEvents } from '../../integrations/integrations-module.js';
import type { FormatSection } from '../../../../src/contract/tournaments.js';
import { tournamentPlaySettings } from '../../tournaments/tournaments-module.js';
import { checkInMinutes } from './check-in-setting.js';
import { entrantNames } from './entrant-people.js';

type Db = Kysely<Database>;
type MatchEventType = Extract<WebhookEventType, `match.${string}`>;

/** One entry per announced kind (CONVENTIONS #15); other kinds (ISSUE_REPORTED, SCORE_MISSING…) stay internal. */
const ANNOUNCED: Record<string, MatchEventType> = {
  REPORTED: 'match.reported',
  DISPUTED: 'match.disputed',
  FINALIZED: 'match.final',
  CONFIRMED: 'match.final',
  WALKOVER: 'match.final',
  AMENDED: 'match.amended',
  // With match check-in on, a match is playable once both sides are ready (issue 26 §3).
  CHECK_IN_COMPLETE: 'match.ready',
};

/**
 * The payload of the match row `m` (a table alias or a CTE of matches' columns: tournament_id, id, round_index,
 * participants, status, result, winner) as webhooks and the live feed show it, as one SQL expression: a statement
 * that changes matches records their announcements in itself (first-reports.ts), and the other announcements read it
 * from the matches (announcedMatches). Each side, in the match's order: its entrant's registration and name (the
 * team's, else the player's nickname) and its score (the game's score for a one-game match, else the games it won;
 * null before a result); the winner's registration.
 */
export function matchPayloadSql(db: Db, m: string) {
  const column = (name: string) => sql.ref(`${m}.${name}`);
  const result = column('result');
  const games = sql`(${result} -> 'games')`;
  // The side's index in the result's own order of participants (null when it has none).
  const index = sql`(SELECT q.k - 1 FROM jsonb_array_elements_text(
      CASE WHEN jsonb_typeof(${result} -> 'participants') = 'array' THEN ${result} -> 'participants' ELSE '[]'::jsonb END)
      WITH ORDINALITY AS q(seed, k) WHERE q.seed = side.seed LIMIT 1)`;
  const score = sql`CASE
      WHEN jsonb_typeof(${games}) <> 'array' OR jsonb_array_length(${games}) = 0 OR ${index} IS NULL THEN NULL
      WHEN jsonb_array_length(${games}) = 1 THEN ${games} -> 0 -> 'score' -> (${index})::int
      ELSE to_jsonb((SELECT count(*) FROM jsonb_array_elements(${games}) AS g(game)
        WHERE (g.game -> 'score' ->> (${index})::int)::numeric > (g.game -> 'score' ->> (1 - ${index})::int)::numeric))
    END`;
  return sql<WebhookEventData<MatchEventType>>`jsonb_build_object(
    'tournamentId', ${column('tournament_id')},
    'matchId', ${column('id')},
    'round', ${column('round_index')} + 1,
    'status', ${column('status')},
    'sides', (SELECT coalesce(jsonb_agg(coalesce(
          -- A scalar subquery per side, so it reads its one entrant through the primary key: as a join, PostgreSQL
          -- hashed the tournament's whole field against every registration (ten milliseconds a report in the rush).
          (SELECT jsonb_build_object('registrationId', e.registration_id, 'name', e.name) FROM ${entrantNames(db).as('e')}
            WHERE e.tournament_id = ${column('tournament_id')} AND e.seed = side.seed::int),
          jsonb_build_object('registrationId', NULL, 'name', NULL)) || jsonb_build_object('score', ${score})
          ORDER BY side.k), '[]'::jsonb)
        FROM jsonb_array_elements_text(${column('participants')}) WITH ORDINALITY AS side(seed, k)),
    'winnerRegistrationId', (SELECT p.registration_id FROM ${entrantNames(db).as('p')}
        WHERE p.tournament_id = ${column('tournament_id')} AND p.seed = ${column('winner')}))`;
}

/**
 * The payloads of the matches `ids`, by match id, in one statement. `readyOnly`: only those READY now, in round
 * and bracket order.
 */
async function announcedMatches(
  trx: Db,
  ids: readonly string[],
  readyOnly = false,
): Promise<WebhookEventData<MatchEventType>[]> {
  let query = trx
    .selectFrom('matches as m')
    .select(matchPayloadSql(trx, 'm').as('data'))
    .where('m.id', 'in', [...ids]);
  if (readyOnly) query = query.where('m.status', '=', 'READY').orderBy('m.round_index').orderBy('m.position');
  return (await query.execute()).map((row) => row.data);
}

interface MatchEvent {
  matchId: string;
  tournamentId: string;
  kind: string;
  at: Date;
}

export function announceMatchEvent(trx: Db, event: MatchEvent): Promise<void> {
  return announceMatchEvents(trx, [event]);
}

/**
 * announceMatchEvent for several events at once (a locked call, the play clock: one read and one insert for the
 * batch), in the order given; each match is shown as it is now.
 */
export async function announceMatchEvents(trx: Db, events: readonly MatchEvent[]): Promise<void> {
  const announced = events.filter((event) => ANNOUNCED[event.kind]);
  if (announced.length === 0) return;
  const payloadOf = new Map(
    (await announcedMatches(trx, [...new Set(announced.map((event) => event.matchId))])).map((data) => [
      data.matchId,
      data,
    ]),
  );
  await recordWebhookEvents(
    trx,
    announced.flatMap((event) => {
      const data = payloadOf.get(event.matchId);
      if (!data) return [];
      return [
        { type: ANNOUNCED[event.kind], organizationId: null, tournamentId: event.tournamentId, data, at: event.at },
      ];
    }),
  );
}

/**
 * match.ready for each of these matches that is READY now (both sides known, to be played): a round or a stage
 * drawn, or a bracket match whose second side just arrived.
 */
export async function announceMatchesReady(
  trx: Db,
  tournamentId: string,
  matchIds: readonly string[],
  at: Date,
): Promise<void> {
  if (matchIds.length === 0) return;
  // With match check-in on, a duel is playable only once both sides are in: match.ready waits for that
  // (CHECK_IN_COMPLETE, announced with the match's other events).
  const settings = await trx
    .selectFrom(tournamentPlaySettings(trx).as('t'))
    .select('t.format')
    .where('t.id', '=', tournamentId)
    .executeTakeFirst();
  if (settings?.format && checkInMinutes(settings.format as FormatSection) !== null) return;
  const ready = await announcedMatches(trx, matchIds, true);
  await recordWebhookEvents(
    trx,
    ready.map((data) => ({ type: 'match.ready' as const, organizationId: null, tournamentId, data, at })),
  );
}
