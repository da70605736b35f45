// Offers the Arena Wallet build for download (the web app's "Get the extension" leads here). The zip is
// produced by `npm run build:extension` (wxt zip) into .output/ and rewritten for this server on the
// first download (extension-package.ts), so the wallet points at the Arena it came from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PackagedConfig } from '../../../src/wallet/packaged-config.js';
import { packExtensionFor } from './extension-package.js';

export const EXTENSION_DOWNLOAD_PATH = '/downloads/arena-wallet-chrome.zip';

export function findExtensionZip(outputDir: string): string | null {
  if (!existsSync(outputDir)) return null;
  const zips = readdirSync(outputDir)
    .filter((name) => /-chrome\.zip$/.test(name) && !/-sources\.zip$/.test(name))
    .map((name) => join(outputDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return zips[0] ?? null;
}

export async function extensionDownloadRoutes(
  app: FastifyInstance,
  options: { outputDir: string; config: PackagedConfig },
) {
  // One rewrite per build: keyed by the zip's path and modification time.
  let cached: { key: string; bytes: Promise<Buffer> } | null = null;
  const packageFor = (zip: string): Promise<Buffer> => {
    const key = `${zip}#${statSync(zip).mtimeMs}`;
    if (cached?.key !== key) {
      const bytes = readFile(zip).then((raw) => packExtensionFor(raw, options.config));
      bytes.catch(() => (cached = null)); // a failed rewrite is retried on the next download
      cached = { key, bytes };
    }
    return cached.bytes;
  };

  app.get(EXTENSION_DOWNLOAD_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const zip = findExtensionZip(options.outputDir);
    if (!zip) return reply.code(404).send({ statusCode: 404, message: 'NOT-FOUND' });
    const bytes = await packageFor(zip);
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="arena-wallet-chrome.zip"')
      .header('content-length', bytes.length)
      .send(bytes);
  });
}
