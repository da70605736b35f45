// Rewrites the built extension zip for the server that serves it: the packaged configuration names
// this server (PUBLIC_URL) and its chain node, and the manifest lets the wallet reach them and run on
// the Arena pages when they are plain http on a host the build does not list (e.g. a LAN address).
import JSZip from 'jszip';
import { extraHostPattern, PACKAGED_CONFIG_FILE, type PackagedConfig } from '../../../src/wallet/packaged-config.js';

interface ManifestPart {
  host_permissions?: string[];
  content_scripts?: Array<{ matches?: string[] }>;
}

function addPattern(list: string[], url: string): void {
  const pattern = extraHostPattern(url, list);
  if (pattern && !list.includes(pattern)) list.push(pattern);
}

export async function packExtensionFor(zipBytes: Uint8Array, config: PackagedConfig): Promise<Buffer> {
  const zip = await JSZip.loadAsync(zipBytes);
  const manifestFile = zip.file('manifest.json');
  if (!manifestFile) throw new Error('The extension zip has no manifest.json');
  const manifest = JSON.parse(await manifestFile.async('string')) as ManifestPart & Record<string, unknown>;
  manifest.host_permissions ??= [];
  addPattern(manifest.host_permissions, config.arenaUrl);
  addPattern(manifest.host_permissions, config.nodeUrl);
  for (const script of manifest.content_scripts ?? []) addPattern((script.matches ??= []), config.arenaUrl);
  zip.file('manifest.json', JSON.stringify(manifest));
  zip.file(PACKAGED_CONFIG_FILE, JSON.stringify(config));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
