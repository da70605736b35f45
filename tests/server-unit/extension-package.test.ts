// The download endpoint rewrites the built zip for the server that serves it.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { packExtensionFor } from '../../server/modules/downloads/extension-package';
import { arenaPackagedConfig, parsePackagedConfig } from '../../src/wallet/packaged-config';
import { FIREFOX_ADDON_ID, firefoxSettings } from '../../src/wallet/firefox-manifest';

const BUILD_MATCHES = ['http://127.0.0.1/*', 'http://localhost/*', 'https://*/*'];

async function builtZip(): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file(
    'manifest.json',
    JSON.stringify({
      manifest_version: 3,
      host_permissions: ['http://localhost/*', 'http://127.0.0.1/*', 'https://*/*'],
      content_scripts: [
        { matches: [...BUILD_MATCHES], js: ['content-scripts/content.js'] },
        { matches: [...BUILD_MATCHES], js: ['x.js'], world: 'MAIN' },
      ],
    }),
  );
  zip.file('arena-wallet-config.json', JSON.stringify(arenaPackagedConfig('http://localhost:3000', null)));
  zip.file('background.js', 'console.log(1)');
  return zip.generateAsync({ type: 'uint8array' });
}

async function unpack(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  return {
    manifest: JSON.parse(await zip.file('manifest.json')!.async('string')),
    config: JSON.parse(await zip.file('arena-wallet-config.json')!.async('string')),
    background: await zip.file('background.js')!.async('string'),
  };
}

describe('extension package for a server', () => {
  it('names the serving Arena on another port as node, explorer and Arena address', async () => {
    const out = await unpack(
      await packExtensionFor(await builtZip(), arenaPackagedConfig('http://localhost:4321/', null)),
    );
    expect(out.config).toEqual({
      arenaUrl: 'http://localhost:4321',
      nodeUrl: 'http://localhost:4321',
      explorerTxUrl: 'http://localhost:4321/chain/transactions/{id}',
    });
    expect(parsePackagedConfig(out.config)).toEqual(out.config);
    // localhost on any port is covered by the build's patterns: nothing is added.
    expect(out.manifest.host_permissions).toEqual(['http://localhost/*', 'http://127.0.0.1/*', 'https://*/*']);
    expect(out.background).toBe('console.log(1)');
  });

  it('lets the wallet reach and run on a plain-http Arena host the build does not list', async () => {
    const config = arenaPackagedConfig('http://arena.lan:8080', null);
    const out = await unpack(await packExtensionFor(await builtZip(), config));
    expect(out.manifest.host_permissions).toContain('http://arena.lan/*');
    for (const script of out.manifest.content_scripts) expect(script.matches).toContain('http://arena.lan/*');
  });

  it('rewrites the Firefox add-on the same way and keeps its fixed add-on id', async () => {
    const zip = await JSZip.loadAsync(await builtZip());
    const manifest = JSON.parse(await zip.file('manifest.json')!.async('string'));
    zip.file('manifest.json', JSON.stringify({ ...manifest, ...firefoxSettings }));
    const firefoxBuild = await zip.generateAsync({ type: 'uint8array' });
    const out = await unpack(await packExtensionFor(firefoxBuild, arenaPackagedConfig('http://arena.lan:8080', null)));
    expect(out.manifest.browser_specific_settings.gecko.id).toBe(FIREFOX_ADDON_ID);
    expect(out.manifest.host_permissions).toContain('http://arena.lan/*');
    expect(out.config.arenaUrl).toBe('http://arena.lan:8080');
  });

  it('points at the real node when the Arena uses one, without an explorer link it cannot know', async () => {
    const out = await unpack(
      await packExtensionFor(
        await builtZip(),
        arenaPackagedConfig('https://arena.example.com', 'https://node.example.com/'),
      ),
    );
    expect(out.config).toEqual({
      arenaUrl: 'https://arena.example.com',
      nodeUrl: 'https://node.example.com',
      explorerTxUrl: null,
    });
    expect(out.manifest.host_permissions).toEqual(['http://localhost/*', 'http://127.0.0.1/*', 'https://*/*']);
  });

  it('the wallet ignores a malformed packaged configuration', () => {
    expect(parsePackagedConfig({ arenaUrl: 'javascript:alert(1)', nodeUrl: 'http://x' })).toBeNull();
    expect(parsePackagedConfig(null)).toBeNull();
    expect(
      parsePackagedConfig({
        arenaUrl: 'https://a.example',
        nodeUrl: 'https://a.example',
        explorerTxUrl: 'https://e.example/tx',
      }),
    ).toMatchObject({ explorerTxUrl: null });
  });
});
