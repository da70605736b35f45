// Profile pictures: accepted as png, jpg or gif by content, at least the minimum resolution, at most the
// maximum size; re-encoded to a square PNG and served from our own storage.
import { AVATAR_RULES } from '../../../src/contract/users.js';
import { inspectImage, reencodeSquarePng } from '../../media/image-inspection.js';
import { fetchRemoteImage, RemoteFetchError } from '../../media/remote-image-fetch.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { HttpError, badRequest } from '../../http-error.js';

export async function storeAvatar(storage: FileStorage, bytes: Buffer): Promise<string> {
  if (bytes.byteLength > AVATAR_RULES.maxBytes) throw new HttpError(413, 'AVATAR-TOO-LARGE');
  const info = await inspectImage(bytes);
  if (!info || !(AVATAR_RULES.formats as readonly string[]).includes(info.format))
    throw badRequest('AVATAR-INVALID-FORMAT');
  if (info.width < AVATAR_RULES.minWidth || info.height < AVATAR_RULES.minHeight) throw badRequest('AVATAR-TOO-SMALL');
  const png = await reencodeSquarePng(bytes, AVATAR_RULES.outputSize);
  return (await storage.put('avatars', png, 'png')).url;
}

export async function downloadAvatar(url: string): Promise<Buffer> {
  try {
    return await fetchRemoteImage(url, AVATAR_RULES.maxBytes);
  } catch (error) {
    if (error instanceof RemoteFetchError && error.message === 'too large')
      throw new HttpError(413, 'AVATAR-TOO-LARGE');
    throw badRequest('AVATAR-URL-UNREACHABLE');
  }
}
