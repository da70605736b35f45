// Team avatars: png or jpg by content, whatever the file name or declared type says (SPEC §5), re-encoded
// to a square PNG so we only ever serve images we produced.
import { TEAM_AVATAR_RULES } from '../../../src/contract/teams.js';
import { ERROR_CATALOGUE } from '../../../src/contract/error-catalogue.js';
import { inspectImage, reencodeSquarePng } from '../../media/image-inspection.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { HttpError } from '../../http-error.js';

export const invalidTeamAvatar = () =>
  new HttpError(400, 'NOT_VALID_VALUE', { avatar: ERROR_CATALOGUE.NOT_VALID_VALUE });

/** Checks and re-encodes the picture; returns the bytes to store. */
export async function prepareTeamAvatar(bytes: Buffer): Promise<Buffer> {
  if (bytes.byteLength > TEAM_AVATAR_RULES.maxBytes) throw new HttpError(413, 'PAYLOAD-TOO-LARGE');
  const info = await inspectImage(bytes);
  if (!info || !(TEAM_AVATAR_RULES.formats as readonly string[]).includes(info.format)) throw invalidTeamAvatar();
  try {
    return await reencodeSquarePng(bytes, TEAM_AVATAR_RULES.outputSize);
  } catch {
    // A header that decodes but a body that does not (truncated file) is still a bad avatar, not a 500.
    throw invalidTeamAvatar();
  }
}

export async function storeTeamAvatar(storage: FileStorage, png: Buffer): Promise<string> {
  return (await storage.put('team-avatars', png, 'png')).url;
}
