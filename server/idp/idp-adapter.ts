// oidc-provider storage adapter over the application database: every model (Session, Grant, AccessToken,
// AuthorizationCode, RefreshToken, Interaction, …) lives in idp_payloads keyed by (model, id), so sessions
// and refresh tokens survive restarts and are shared by every API process. Expiry is judged by the server's clock
// (server/clock.ts), the one the provider's tokens are stamped with (provider-configuration.ts).
import { sql, type Kysely } from 'kysely';
import { errors } from 'oidc-provider';
import type { Database } from '../db/schema.js';
import { compiledOnce } from '../db/compiled-once.js';
import {
  consumeRefreshToken,
  deleteExchangesOfGrants,
  RefreshTokenAlreadyExchanged,
  withinGrace,
} from './refresh-exchanges.js';

export type AdapterPayload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  consumed?: number;
};

export interface OidcAdapter {
  upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<AdapterPayload | undefined>;
  findByUid(uid: string): Promise<AdapterPayload | undefined>;
  findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

// Models whose rows belong to a grant and die with it. Interaction payloads also carry a grantId, but an
// interaction must survive revocation of the previous grant (switching accounts mid-sign-in does exactly that).
const GRANT_BOUND_MODELS = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

// Expired rows are never returned; they are deleted in the background at most this often.
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export class IdpAdapter implements OidcAdapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
    private readonly sweeper: ExpiredPayloadSweeper,
    private readonly now: () => Date,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(this.now().getTime() + expiresIn * 1000) : null;
    const row = {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: GRANT_BOUND_MODELS.has(this.model) ? optionalText(payload.grantId) : null,
      uid: optionalText(payload.uid),
      user_code: optionalText(payload.userCode),
      expires_at: expiresAt,
    };
    await upsertStatement(this.db, row);
    this.sweeper.maybeSweep();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    const now = this.now();
    if (this.model === 'RefreshToken') {
      // The loser mints nothing and is answered with the winner's response while the grace window lasts
      // (refresh-exchanges.ts), else like a reuse (invalid_grant).
      if (!(await consumeRefreshToken(this.db, id, now))) throw new RefreshTokenAlreadyExchanged();
      return;
    }
    const consumed = Math.floor(now.getTime() / 1000);
    const result = await this.db
      .updateTable('idp_payloads')
      .set({
        payload: sql`payload || ${JSON.stringify({ consumed })}::jsonb`,
        consumed_at: now,
      })
      .where('model', '=', this.model)
      .where('id', '=', id)
      // Conditional, so exactly one of several processes exchanging the same code wins.
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) throw new errors.InvalidGrant('grant already used');
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('idp_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    // oidc-provider calls this once per grantable model; deleting every model's rows of the grant at once is
    // the same end state and spares the repeated round trips.
    await this.db.deleteFrom('idp_payloads').where('grant_id', '=', grantId).execute();
    await deleteExchangesOfGrants(this.db, [grantId]);
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const now = this.now();
    const [row] = await findStatements[column](this.db, { model: this.model, value, now });
    if (!row) return undefined;
    // A refresh token exchanged moments ago reads as unconsumed, so oidc-provider does not take the repeat for
    // theft: its consume then loses and the grace window answers with the first exchange's response. Past the
    // window it reads consumed, and oidc-provider revokes the grant.
    if (this.model === 'RefreshToken' && row.consumed_at && withinGrace(new Date(row.consumed_at), now)) {
      const { consumed: _consumed, ...unconsumed } = row.payload as AdapterPayload;
      return unconsumed;
    }
    return row.payload;
  }
}

// A sign-in runs some twenty of the statements below (oidc-provider saves and reads its models request by request):
// each is built and compiled once, not per call (Kysely's building was a tenth of a sign-in's CPU).
const upsertStatement = compiledOnce(
  (
    db: Kysely<Database>,
    value: (name: 'model' | 'id' | 'payload' | 'grant_id' | 'uid' | 'user_code' | 'expires_at') => string,
  ) => {
    const row = {
      model: value('model'),
      id: value('id'),
      payload: value('payload'),
      grant_id: value('grant_id'),
      uid: value('uid'),
      user_code: value('user_code'),
      expires_at: value('expires_at'),
    };
    return db
      .insertInto('idp_payloads')
      .values({ ...row, consumed_at: null })
      .onConflict((conflict) =>
        conflict.columns(['model', 'id']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          uid: row.uid,
          user_code: row.user_code,
          expires_at: row.expires_at,
          consumed_at: null,
        }),
      );
  },
);

/** A live (unexpired) payload of a model, by id, uid or user code. */
const findStatement = (column: 'id' | 'uid' | 'user_code') =>
  compiledOnce((db: Kysely<Database>, value: (name: 'model' | 'value' | 'now') => string) =>
    db
      .selectFrom('idp_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', value('model'))
      .where(column, '=', value('value'))
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', value('now') as unknown as Date)]))
      .limit(1),
  );
const findStatements = { id: findStatement('id'), uid: findStatement('uid'), user_code: findStatement('user_code') };

/** Deletes expired rows now and then, piggy-backing on writes so no timer keeps the process alive. */
export class ExpiredPayloadSweeper {
  private lastSweep: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (error: unknown) => void,
    private readonly now: () => Date,
  ) {
    this.lastSweep = now().getTime();
  }

  maybeSweep(): void {
    const now = this.now();
    if (now.getTime() - this.lastSweep < SWEEP_INTERVAL_MS) return;
    this.lastSweep = now.getTime();
    this.db.deleteFrom('idp_payloads').where('expires_at', '<', now).execute().catch(this.onError);
    this.db.deleteFrom('refresh_exchanges').where('expires_at', '<', now).execute().catch(this.onError);
  }
}

/** The `adapter` option of oidc-provider: a constructor taking the model name. */
export function createIdpAdapterClass(db: Kysely<Database>, onError: (error: unknown) => void, now: () => Date) {
  const sweeper = new ExpiredPayloadSweeper(db, onError, now);
  return class BoundIdpAdapter extends IdpAdapter {
    constructor(model: string) {
      super(db, model, sweeper, now);
    }
  };
}

/** Revokes every artefact of a grant (the grant itself included); used when the user signs out. */
export async function deleteGrantArtifacts(db: Kysely<Database>, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return;
  await db
    .deleteFrom('idp_payloads')
    .where((eb) =>
      eb.or([eb('grant_id', 'in', grantIds), eb.and([eb('model', '=', 'Grant'), eb('id', 'in', grantIds)])]),
    )
    .execute();
  await deleteExchangesOfGrants(db, grantIds);
}
