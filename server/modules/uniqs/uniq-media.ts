// Images and videos of a Uniq factory: png/jpg/gif checked by decoding, mp4 by its container signature.
// Files are stored as uploaded (re-encoding would break animations) once their content is verified.
import { inspectImage } from '../../media/image-inspection.js';

export type MediaKind = 'png' | 'jpeg' | 'gif' | 'mp4';

export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;

function isMp4(bytes: Buffer): boolean {
  return bytes.length > 12 && bytes.subarray(4, 8).toString('latin1') === 'ftyp';
}

/** The verified kind of a file, or null when it is not an accepted image (or video, where allowed). */
export async function detectMedia(bytes: Buffer, allowVideo: boolean): Promise<MediaKind | null> {
  if (allowVideo && isMp4(bytes)) return 'mp4';
  const info = await inspectImage(bytes);
  if (!info) return null;
  return info.format === 'png' || info.format === 'jpeg' || info.format === 'gif' ? info.format : null;
}

export const EXTENSION_OF: Record<MediaKind, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', mp4: 'mp4' };
