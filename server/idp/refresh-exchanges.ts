// The grace window of refresh-token rotation, shared by every process on the database (issue 29 §1). A refresh
// token is exchanged once: the process whose conditional consume wins (idp-adapter.ts) claims the token's row here
// and, once oidc-provider has built the token response, stores it sealed. The same client presenting the same
// token again within REFRESH_GRACE_MS (a retried request, two tabs, two API processes refreshing one expired
// session at once) is answered with that same response, waiting for it if the winner is still answering: one
// session, never two, and no revocation of a legitimate client. After the window the token reads as consumed
// again and oidc-provider revokes the whole grant (every refresh token and stored artefact of the family).
import { sql, type Kysely } from 'kysely';
import { errors, type KoaContextWithOIDC, type Provider } from 'oidc-provider';
import type { Database } from '../db/schema.js';
import { open, seal } from './sealed-box.js';

/** How long after its exchange a refresh token still yields the same response instead of revoking the grant. */
export const REFRESH_GRACE_MS = 10_000;

// A loser of the race polls for the winner to store its response, first every 25 ms, then less often (doubling up
// to every 500 ms), for about 30 s of waits in all: it waits for another process's work, not for a rule's time, and
// on a loaded machine that work can take longer than the 5 s allowed before; the loser's request then failed with
// invalid_grant and its page read as signed out. Past the 30 s the loser gets invalid_grant.
const FIRST_POLL_MS = 25;
const LONGEST_POLL_MS = 500;
const WINNER_WAIT_MS = 30_000;
const pollInterval = (poll: number) => Math.min(LONGEST_POLL_MS, FIRST_POLL_MS * 2 ** poll);

/** Thrown by the adapter when a refresh token was already exchanged: the grace window may answer instead. */
export class RefreshTokenAlreadyExchanged extends errors.InvalidGrant {
  constructor() {
    super('refresh token already exchanged');
  }
}

/**
 * Marks the refresh token consumed and claims its exchange row, in one statement: true for the one caller that
 * consumed it. Conditional, so exactly one of several processes exchanging the same token wins (each read it
 * unconsumed, and without the guard every one would mint a new token of the family); atomic with the claim, so a
 * loser never finds the token consumed without the row it is to wait on.
 */
export async function consumeRefreshToken(db: Kysely<Database>, tokenId: string, now: Date): Promise<boolean> {
  const consumed = JSON.stringify({ consumed: Math.floor(now.getTime() / 1000) });
  const expiresAt = new Date(now.getTime() + REFRESH_GRACE_MS).toISOString();
  const { rows } = await sql<{ won: number }>`
    WITH won AS (
      UPDATE idp_payloads SET payload = payload || ${consumed}::jsonb, consumed_at = ${now.toISOString()}::timestamptz
      WHERE model = 'RefreshToken' AND id = ${tokenId} AND consumed_at IS NULL
      RETURNING id, grant_id, payload->>'clientId' AS client_id
    ), claimed AS (
      INSERT INTO refresh_exchanges (token_id, client_id, grant_id, sealed_result, expires_at)
      SELECT id, client_id, grant_id, NULL, ${expiresAt}::timestamptz FROM won WHERE client_id IS NOT NULL
      ON CONFLICT (token_id) DO NOTHING
    )
    SELECT count(*)::int AS won FROM won`.execute(db);
  return Number(rows[0]?.won ?? 0) === 1;
}

/** Whether a token consumed at `consumedAt` is still inside its grace window at `now`. */
export function withinGrace(consumedAt: Date, now: Date): boolean {
  return now.getTime() < consumedAt.getTime() + REFRESH_GRACE_MS;
}

const isRefreshGrant = (ctx: KoaContextWithOIDC) =>
  ctx.oidc?.route === 'token' && ctx.oidc.params?.grant_type === 'refresh_token';

/**
 * oidc-provider middleware: stores the winner's response, and answers a repeated exchange within the window with
 * it. `exchangedTokenLost` marks the requests whose consume lost (set from the provider's grant.error event).
 */
export function installRefreshGraceWindow(
  provider: Provider,
  options: { db: Kysely<Database>; sealingKey: Buffer; now: () => Date },
): void {
  const { db, sealingKey, now } = options;
  const lost = new WeakSet<object>();
  provider.on('grant.error', (ctx: KoaContextWithOIDC, error: unknown) => {
    if (error instanceof RefreshTokenAlreadyExchanged) lost.add(ctx);
  });

  async function storedResponse(tokenId: string, clientId: string): Promise<Record<string, unknown> | undefined> {
    // A bounded number of polls, not a deadline on a clock: this waits for another process's commit, which takes
    // the same real time whatever the clock the tokens' window is read on says.
    for (let poll = 0, waited = 0; ; poll++) {
      const row = await db
        .selectFrom('refresh_exchanges')
        .selectAll()
        .where('token_id', '=', tokenId)
        .executeTakeFirst();
      // No claim (revoked with its grant, or swept), another client's token, or the window is over.
      if (!row || row.client_id !== clientId || new Date(row.expires_at) <= now()) return undefined;
      if (row.sealed_result) {
        const plain = open(sealingKey, row.sealed_result, tokenId);
        return plain ? (JSON.parse(plain) as Record<string, unknown>) : undefined;
      }
      if (waited >= WINNER_WAIT_MS) return undefined;
      const interval = pollInterval(poll);
      waited += interval;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }

  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<void>) => {
    await next();
    if (!isRefreshGrant(ctx)) return;
    const rotated = ctx.oidc.entities.RotatedRefreshToken;
    if (ctx.status === 200 && rotated?.jti && ctx.body && typeof ctx.body === 'object') {
      await db
        .updateTable('refresh_exchanges')
        .set({ sealed_result: seal(sealingKey, JSON.stringify(ctx.body), rotated.jti) })
        .where('token_id', '=', rotated.jti)
        .execute();
      return;
    }
    const presented = ctx.oidc.entities.RefreshToken;
    const client = ctx.oidc.client;
    if (!lost.has(ctx) || !presented?.jti || !client) return;
    const response = await storedResponse(presented.jti, client.clientId);
    if (!response) return;
    ctx.status = 200;
    ctx.body = response;
  });
}

/** Drops the exchanges of revoked grants (their tokens are gone; nothing may be replayed from them). */
export async function deleteExchangesOfGrants(db: Kysely<Database>, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await db.deleteFrom('refresh_exchanges').where('grant_id', 'in', grantIds).execute();
}
