// Rules for users and profiles; routes call these, repositories hold the SQL.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { UpdateCurrentUserBody } from '../../../src/contract/users.js';
import type { EmailVerificationResponse } from '../../../src/contract/users.js';
import { conflict, fieldErrors, notFound } from '../../http-error.js';
import { mailLimitReached } from '../../mail/mail-quota.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { downloadAvatar, storeAvatar } from './avatar-service.js';
import { StatementBatcher } from '../../db/statement-batcher.js';
import type { Clock } from '../../clock.js';
import {
  findUserById,
  findUsersByIdentities,
  updateUserAvatar,
  updateUserProfile,
  upsertUserFromIdentity,
  type UserRow,
} from './users-repository.js';

const NICKNAME_FALLBACK = 'player';

/** A nickname that satisfies the profile rules, from whatever the identity provider knows. */
export function nicknameFromClaims(claims: Record<string, unknown>): string {
  const candidates = [
    claims.nickname,
    claims.preferred_username,
    claims.name,
    typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined,
  ];
  const picked =
    candidates.find((value): value is string => typeof value === 'string' && value.trim().length > 0)?.trim() ??
    NICKNAME_FALLBACK;
  const clipped = picked.slice(0, 32);
  return clipped.length >= 3 ? clipped : `${clipped}${'_'.repeat(3 - clipped.length)}`;
}

/**
 * Asks the built-in identity provider to mail a verification link to the account `subject` (its answer, from
 * server/idp/email-verification.ts). Absent with an external provider, which verifies addresses its own way.
 */
export type EmailVerificationSender = (
  subject: string,
) => Promise<'sent' | 'already-verified' | 'unknown-account' | 'limit-reached'>;

export class UsersService {
  /**
   * Every API request with a token looks its user up; under load, the lookups of concurrent requests share one
   * query. The row is read after the request arrived, as before, so a role changed elsewhere is seen at once.
   * One lookup at the database at a time, as the spectator reads (spectator-reads.ts GATHERED): lookups per
   * registration in bench:registration 0.31 → 0.27.
   */
  private readonly identities: StatementBatcher<string, UserRow | undefined>;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
    /** The issuer recorded on users; the built-in provider uses a stable key that survives URL changes. */
    readonly issuerKey: string,
    private readonly clock: Clock,
    private readonly emailVerificationSender?: EmailVerificationSender,
  ) {
    this.identities = new StatementBatcher((subjects) => findUsersByIdentities(db, issuerKey, subjects), {
      maxInFlight: 1,
      maxBatch: 64,
    });
  }

  async resolveFromClaims(claims: Record<string, unknown> & { sub: string }): Promise<UserRow> {
    const existing = await this.identities.submit(claims.sub);
    if (existing) return existing;
    return this.upsertFromClaims(claims);
  }

  upsertFromClaims(claims: Record<string, unknown>): Promise<UserRow> {
    return upsertUserFromIdentity(this.db, {
      issuer: this.issuerKey,
      subject: String(claims.sub),
      email: typeof claims.email === 'string' ? claims.email : null,
      // Only a literal true counts (any provider): a missing claim or the string "true" is not a verification.
      emailVerified: claims.email_verified === true,
      fullName: typeof claims.name === 'string' ? claims.name : null,
      nickname: nicknameFromClaims(claims),
    });
  }

  /** "Send verification link": mails the user a new link through the built-in provider. */
  async requestEmailVerification(user: UserRow): Promise<EmailVerificationResponse> {
    const email = user.email ?? '';
    if (user.email_verified) return { status: 'ALREADY-VERIFIED', email };
    if (!this.emailVerificationSender || user.issuer !== this.issuerKey) throw conflict('EMAIL-VERIFIED-BY-PROVIDER');
    const outcome = await this.emailVerificationSender(user.subject);
    if (outcome === 'unknown-account') throw notFound('USER-NOT-FOUND');
    if (outcome === 'limit-reached') throw mailLimitReached();
    return { status: outcome === 'sent' ? 'SENT' : 'ALREADY-VERIFIED', email };
  }

  async publicProfile(id: string): Promise<UserRow> {
    const row = await findUserById(this.db, id);
    if (!row) throw notFound('USER-NOT-FOUND');
    return row;
  }

  async updateProfile(userId: string, body: UpdateCurrentUserBody): Promise<UserRow> {
    const clean = (accounts?: Record<string, string | undefined>) =>
      accounts
        ? Object.fromEntries(
            Object.entries(accounts).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())),
          )
        : undefined;
    const row = await updateUserProfile(
      this.db,
      userId,
      {
        nickname: body.nickname,
        linkedAccounts: clean(body.linkedAccounts),
        disciplineAccounts: clean(body.disciplineAccounts),
      },
      new Date(this.clock.now()),
    );
    if (!row) throw notFound('USER-NOT-FOUND');
    return row;
  }

  async updateAvatar(userId: string, input: { file?: Buffer; url?: string }): Promise<string> {
    const bytes = input.file ?? (input.url ? await downloadAvatar(input.url) : undefined);
    if (!bytes) throw fieldErrors({ profilePicture: 'This field is required.' });
    const url = await storeAvatar(this.storage, bytes);
    await updateUserAvatar(this.db, userId, url, new Date(this.clock.now()));
    return url;
  }
}
