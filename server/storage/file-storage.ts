// Where uploaded files live. Callers only see put() and a public path, so an S3-compatible store can
// replace the local folder later without touching them.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface StoredFile {
  /** Path under the site root, e.g. /uploads/avatars/…png */
  url: string;
  key: string;
}

export interface FileStorage {
  put(folder: string, bytes: Buffer, extension: string): Promise<StoredFile>;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export class LocalFileStorage implements FileStorage {
  constructor(private readonly rootDir: string) {}

  async put(folder: string, bytes: Buffer, extension: string): Promise<StoredFile> {
    const safeFolder = folder.replace(/[^a-z0-9-]/gi, '');
    const key = `${safeFolder}/${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`;
    await mkdir(join(this.rootDir, safeFolder), { recursive: true });
    await writeFile(join(this.rootDir, key), bytes);
    return { key, url: `${UPLOADS_URL_PREFIX}${key}` };
  }
}
