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

interface StoredResult {
  participants?: readonly number[];
  games?: readonly { score: readonly number[] }[];
}

/** A match to announce, read with the entrant behind each of its sides (announcedMatches). */
interface AnnouncedMatch {
  tournament_id: string;
  id: string;
  round_index: number;
  participants: number[];
  status: string;
  result: unknown;
  winner: number | null;
  entrants: { seed: number; registration_id: string; name: string }[];
}

/** A side's score: the game's score for a one-game match, else the games it won. */
function scoreOf(result: StoredResult | null, seed: number): number | null {
  const index = result?.participants?.indexOf(seed) ?? -1;
  const games = result?.games ?? [];
  if (index < 0 || games.length === 0) return null;
  if (games.length === 1) return games[0].score[index] ?? null;
  return games.filter((game) => game.score[index] > game.score[1 - index]).length;
}

/**
 * The matches `ids` as their payloads show them, each with its sides' entrants, in one statement (a report's
 * announcement is part of its transaction, and every round trip costs the rush: issue 28). `readyOnly`: only those
 * READY now, in round and bracket order.
 */
function announcedMatches(trx: Db, ids: readonly string[], readyOnly = false): Promise<AnnouncedMatch[]> {
  let query = trx
    .selectFrom('matches as m')
    .select(['m.tournament_id', 'm.id', 'm.round_index', 'm.participants', 'm.status', 'm.result', 'm.winner'])
    .select(
      sql<AnnouncedMatch['entrants']>`(
        SELECT coalesce(jsonb_agg(jsonb_build_object('seed', p.seed, 'registration_id', p.registration_id, 'name', p.name)), '[]'::jsonb)
        FROM ${entrantNames(trx).as('p')}
        WHERE p.tournament_id = m.tournament_id
          AND p.seed IN (SELECT s::int FROM jsonb_array_elements_text(m.participants) AS s WHERE s::int > 0))`.as(
        'entrants',
      ),
    )
    .where('m.id', 'in', [...ids]);
  if (readyOnly) query = query.where('m.status', '=', 'READY').orderBy('m.round_index').orderBy('m.position');
  return query.execute() as Promise<AnnouncedMatch[]>;
}

/** A match's payload, its sides named after the entrants. */
function matchPayload(match: AnnouncedMatch): WebhookEventData<MatchEventType> {
  const entrantOf = new Map(match.entrants.map((entrant) => [entrant.seed, entrant]));
  const result = match.result as StoredResult | null;
  return {
    tournamentId: match.tournament_id,
    matchId: match.id,
    round: match.round_index + 1,
    status: match.status,
    sides: match.participants.map((seed) => ({
      registrationId: entrantOf.get(seed)?.registration_id ?? null,
      name: entrantOf.get(seed)?.name ?? null,
      score: scoreOf(result, seed),
    })),
    winnerRegistrationId: match.winner === null ? null : (entrantOf.get(match.winner)?.registration_id ?? null),
  };
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
 * announceMatchEvent for several events at once (the batched score reports: one read and one insert for the
 * batch), in the order given; each match is shown as it is now.
 */
export async function announceMatchEvents(trx: Db, events: readonly MatchEvent[]): Promise<void> {
  const announced = events.filter((event) => ANNOUNCED[event.kind]);
  if (announced.length === 0) return;
  const payloadOf = new Map(
    (await announcedMatches(trx, [...new Set(announced.map((event) => event.matchId))])).map((match) => [
      match.id,
      matchPayload(match),
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
    ready.map((match) => ({
      type: 'match.ready' as const,
      organizationId: null,
      tournamentId,
      data: matchPayload(match),
      at,
    })),
  );
}
