// Offers the Arena Wallet build for download (the web app's "Get the extension" leads here). The zip is
// produced by `npm run build:extension` (wxt zip) into .output/.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export const EXTENSION_DOWNLOAD_PATH = '/downloads/arena-wallet-chrome.zip';

export function findExtensionZip(outputDir: string): string | null {
  if (!existsSync(outputDir)) return null;
  const zips = readdirSync(outputDir)
    .filter((name) => /-chrome\.zip$/.test(name) && !/-sources\.zip$/.test(name))
    .map((name) => join(outputDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return zips[0] ?? null;
}

export async function extensionDownloadRoutes(app: FastifyInstance, options: { outputDir: string }) {
  app.get(EXTENSION_DOWNLOAD_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const zip = findExtensionZip(options.outputDir);
    if (!zip) return reply.code(404).send({ statusCode: 404, message: 'NOT-FOUND' });
    return reply
      .type('application/zip')
      .header('content-disposition', 'attachment; filename="arena-wallet-chrome.zip"')
      .header('content-length', statSync(zip).size)
      .send(createReadStream(zip));
  });
}
