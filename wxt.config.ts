import { defineConfig } from 'wxt';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { firefoxSettings } from './src/wallet/firefox-manifest';

// Arena Wallet: the MV3 extension build, for Chromium (`wxt build`) and Firefox (`wxt build -b firefox`).
// Entry points only wire; logic lives in src/wallet and src/chain.
export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  outDir: '.output',
  imports: false,
  modules: ['@wxt-dev/module-react'],
  // WXT builds Firefox as MV2 unless told otherwise; both browsers get the same MV3 extension.
  manifestVersion: 3,
  // WXT also zips the project's sources for a Firefox build (for addons.mozilla.org review); Arena does not
  // submit there, and the sources zip would copy the whole worktree on every build.
  zip: { zipSources: false },
  manifest: ({ browser }) => ({
    name: 'Arena Wallet',
    description: 'Holds your Antelope keys and signs for Arena and any Ultra dApp.',
    permissions: ['storage', 'alarms'],
    // The background reads chain nodes: the Arena node and custom networks (HTTPS, or http on loopback).
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*', 'https://*/*'],
    icons: { 16: '/icon/16.png', 32: '/icon/32.png', 48: '/icon/48.png', 128: '/icon/128.png' },
    action: { default_title: 'Arena Wallet', default_icon: { 16: '/icon/16.png', 32: '/icon/32.png' } },
    ...(browser === 'firefox' ? firefoxSettings : {}),
  }),
  vite: () => ({ plugins: [vanillaExtractPlugin()] }),
});
