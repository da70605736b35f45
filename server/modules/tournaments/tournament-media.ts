// Tournament art, banners and partner logos: uploaded one file at a time by the organizer, checked by content
// (png/jpg/gif decoded; mp4 by its container, for the hero and background only), stored as uploaded, and then
// referenced by url from the main information section, which accepts only urls of files stored this way.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { TournamentMedia, TournamentMediaKind } from '../../../src/contract/tournaments.js';
import { HttpError, notFound } from '../../http-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { UPLOADS_URL_PREFIX } from '../../storage/file-storage.js';
import { detectMedia, EXTENSION_OF } from '../uniqs/uniqs-module.js';
import { organizationOfUser } from '../organizations/organizations-module.js';
import type { UserRow } from '../users/users-module.js';

const FOLDER = 'tournaments';
const STORED_MEDIA = new RegExp(`^${UPLOADS_URL_PREFIX}${FOLDER}/[0-9a-f-]{36}\\.(png|jpg|gif|mp4)$`);

/** What a url of the main information section points at, when it is a tournament file stored here. */
export function storedMediaType(url: string): 'image' | 'video' | null {
  const match = STORED_MEDIA.exec(url);
  if (!match) return null;
  return match[1] === 'mp4' ? 'video' : 'image';
}

const VIDEO_ALLOWED: Record<TournamentMediaKind, boolean> = {
  hero: true,
  background: true,
  banner: false,
  'partner-logo': false,
};

export class TournamentMediaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly storage: FileStorage,
  ) {}

  async upload(
    user: UserRow,
    tournamentId: string,
    kind: TournamentMediaKind,
    bytes: Buffer,
  ): Promise<TournamentMedia> {
    const tournament = await this.db
      .selectFrom('tournaments')
      .select(['organization_id', 'status'])
      .where('id', '=', tournamentId)
      .executeTakeFirst();
    if (!tournament || (await organizationOfUser(this.db, user.id)) !== tournament.organization_id)
      throw notFound('TOURNAMENT-NOT-FOUND');
    // Only a draft's sections can change, so art uploaded later could never be used.
    if (tournament.status !== 'DRAFT') throw new HttpError(409, 'TOURNAMENT-SECTION-LOCKED');
    const detected = await detectMedia(bytes, VIDEO_ALLOWED[kind]);
    if (!detected) throw new HttpError(415, 'UNSUPPORTED-MEDIA-TYPE');
    const stored = await this.storage.put(FOLDER, bytes, EXTENSION_OF[detected]);
    return { url: stored.url, mediaType: detected === 'mp4' ? 'video' : 'image' };
  }
}
