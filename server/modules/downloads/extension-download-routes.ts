// Offers the Arena Wallet builds for download (the web app's "Get the extension" leads here): the Chromium
// zip and the Firefox add-on. Each is produced by `npm run build:extension` (wxt zip, wxt zip -b firefox)
// into .output/ and rewritten for this server on its first download (extension-package.ts), so the wallet
// points at the Arena it came from.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PackagedConfig } from '../../../src/wallet/packaged-config.js';
import { EXTENSION_DOWNLOADS, type ExtensionBrowser } from '../../../src/wallet/extension-downloads.js';
import { packExtensionFor } from './extension-package.js';

export const EXTENSION_DOWNLOAD_PATH = EXTENSION_DOWNLOADS.chrome.path;

interface Download {
  /** What `wxt zip` names the build: arena-<version>-<browser>.zip. */
  built: RegExp;
  /** application/x-xpinstall lets Firefox offer to install the add-on from the link. */
  type: string;
}

const DOWNLOADS: Record<ExtensionBrowser, Download> = {
  chrome: { built: /-chrome\.zip$/, type: 'application/zip' },
  firefox: { built: /-firefox\.zip$/, type: 'application/x-xpinstall' },
};

export function findExtensionZip(outputDir: string, browser: ExtensionBrowser = 'chrome'): string | null {
  if (!existsSync(outputDir)) return null;
  const zips = readdirSync(outputDir)
    .filter((name) => DOWNLOADS[browser].built.test(name) && !/-sources\.zip$/.test(name))
    .map((name) => join(outputDir, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return zips[0] ?? null;
}

export async function extensionDownloadRoutes(
  app: FastifyInstance,
  options: { outputDir: string; config: PackagedConfig },
) {
  // One rewrite per build: keyed by the zip's path and modification time.
  const cached = new Map<ExtensionBrowser, { key: string; bytes: Promise<Buffer> }>();
  const packageFor = (browser: ExtensionBrowser, zip: string): Promise<Buffer> => {
    const key = `${zip}#${statSync(zip).mtimeMs}`;
    const known = cached.get(browser);
    if (known?.key === key) return known.bytes;
    const bytes = readFile(zip).then((raw) => packExtensionFor(raw, options.config));
    bytes.catch(() => cached.delete(browser)); // a failed rewrite is retried on the next download
    cached.set(browser, { key, bytes });
    return bytes;
  };

  for (const browser of Object.keys(DOWNLOADS) as ExtensionBrowser[]) {
    const { path, fileName } = EXTENSION_DOWNLOADS[browser];
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      const zip = findExtensionZip(options.outputDir, browser);
      if (!zip) return reply.code(404).send({ statusCode: 404, message: 'NOT-FOUND' });
      const bytes = await packageFor(browser, zip);
      return reply
        .type(DOWNLOADS[browser].type)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('content-length', bytes.length)
        .send(bytes);
    });
  }
}
