// Which match events (the match_events log, play-repository recordEvent) are announced to webhooks, as what, and
// the match as the payload shows it: round, sides by seed with their registration and score, the winner. Runs
// in the transaction that records the match event, so a rolled-back report announces nothing.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { WebhookEventType } from '../../../../src/contract/webhooks.js';
import { recordWebhookEvent } from '../../integrations/integrations-module.js';

type Db = Kysely<Database>;

/** One entry per announced kind (CONVENTIONS #15); other kinds (ISSUE_REPORTED, SCORE_MISSING…) stay internal. */
const ANNOUNCED: Record<string, Extract<WebhookEventType, `match.${string}`>> = {
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

/** A side's score: the game's score for a one-game match, else the games it won. */
function scoreOf(result: StoredResult | null, seed: number): number | null {
  const index = result?.participants?.indexOf(seed) ?? -1;
  const games = result?.games ?? [];
  if (index < 0 || games.length === 0) return null;
  if (games.length === 1) return games[0].score[index] ?? null;
  return games.filter((game) => game.score[index] > game.score[1 - index]).length;
}

export async function announceMatchEvent(
  trx: Db,
  event: { matchId: string; tournamentId: string; kind: string; at: Date },
): Promise<void> {
  const type = ANNOUNCED[event.kind];
  if (!type) return;
  const match = await trx
    .selectFrom('matches')
    .select(['round_index', 'participants', 'status', 'result', 'winner'])
    .where('id', '=', event.matchId)
    .executeTakeFirst();
  if (!match) return;
  const seeds = match.participants.filter((seed) => seed > 0);
  const entrants =
    seeds.length === 0
      ? []
      : await trx
          .selectFrom('tournament_entrants')
          .select(['seed', 'registration_id'])
          .where('tournament_id', '=', event.tournamentId)
          .where('seed', 'in', seeds)
          .execute();
  const registrationOf = new Map(entrants.map((entrant) => [entrant.seed, entrant.registration_id]));
  const result = match.result as StoredResult | null;
  await recordWebhookEvent(trx, {
    type,
    organizationId: null,
    tournamentId: event.tournamentId,
    data: {
      tournamentId: event.tournamentId,
      matchId: event.matchId,
      round: match.round_index + 1,
      status: match.status,
      sides: match.participants.map((seed) => ({
        registrationId: registrationOf.get(seed) ?? null,
        name: seed > 0 ? `Seed ${seed}` : null,
        score: scoreOf(result, seed),
      })),
      winnerRegistrationId: match.winner === null ? null : (registrationOf.get(match.winner) ?? null),
    },
    at: event.at,
  });
}
