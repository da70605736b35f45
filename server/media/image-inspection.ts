// Image checks by content, never by file name or declared MIME type, and re-encoding so we only ever
// serve images we produced ourselves.
import sharp from 'sharp';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'other';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

/** Returns null when the bytes are not a decodable image. */
export async function inspectImage(bytes: Buffer): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(bytes, { animated: false, limitInputPixels: 40_000_000 }).metadata();
    if (!meta.width || !meta.height) return null;
    const format: ImageFormat =
      meta.format === 'png' || meta.format === 'jpeg' || meta.format === 'gif' || meta.format === 'webp'
        ? meta.format
        : 'other';
    return { format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** Square PNG of `size` pixels, cropped to the centre. */
export async function reencodeSquarePng(bytes: Buffer, size: number): Promise<Buffer> {
  return sharp(bytes, { animated: false }).rotate().resize(size, size, { fit: 'cover' }).png().toBuffer();
}
