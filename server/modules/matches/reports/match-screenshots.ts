// Score screenshots: checked by content (png, jpg or gif, whatever the name says), re-encoded so we only serve
// images we produced, and kept behind the storage interface. Shown to the opponent and the organizer.
import sharp from 'sharp';
import { inspectImage } from '../../../media/image-inspection.js';
import type { FileStorage } from '../../../storage/file-storage.js';
import { HttpError } from '../../../http-error.js';
import { ERROR_CATALOGUE } from '../../../../src/contract/error-catalogue.js';

const MAX_BYTES = 8 * 1024 * 1024;
const MAX_EDGE = 2560;

export async function storeScreenshot(storage: FileStorage, bytes: Buffer, field: string): Promise<string> {
  const invalid = () =>
    new HttpError(400, 'RESULT-INVALID-SCREENSHOT', { [field]: ERROR_CATALOGUE['RESULT-INVALID-SCREENSHOT'] });
  if (bytes.byteLength > MAX_BYTES) throw new HttpError(413, 'PAYLOAD-TOO-LARGE');
  const info = await inspectImage(bytes);
  if (!info || !['png', 'jpeg', 'gif'].includes(info.format)) throw invalid();
  let png: Buffer;
  try {
    png = await sharp(bytes, { animated: false })
      .rotate()
      .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalid();
  }
  return (await storage.put('match-screenshots', png, 'png')).url;
}
