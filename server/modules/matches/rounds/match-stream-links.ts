// A stream or VOD link per match (issue 26 §3), set by the tournament's organizer and shown on the match card and
// the bracket. The body schema admits only https links (src/contract/matches.ts StreamUrlBodySchema); changes are
// audited on the match like every other organizer action.
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http-error.js';
import type { UserRow } from '../../users/users-module.js';
import type { PlayContext } from '../play/play-context.js';
import * as repo from '../play/play-repository.js';

type Db = Kysely<Database>;

export async function setStreamUrl(
  trx: Db,
  ctx: PlayContext,
  user: UserRow,
  matchId: string,
  streamUrl: string | null,
  at: Date,
): Promise<void> {
  const match = await repo.lockMatch(trx, ctx.tournamentId, matchId);
  if (!match) throw notFound('MATCH-NOT-FOUND');
  if (match.stream_url === streamUrl) return;
  await trx.updateTable('matches').set({ stream_url: streamUrl, updated_at: at }).where('id', '=', matchId).execute();
  await repo.recordEvent(trx, {
    matchId,
    tournamentId: ctx.tournamentId,
    actorId: user.id,
    kind: 'STREAM_SET',
    details: { streamUrl },
    at,
  });
}
