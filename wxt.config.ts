import { defineConfig } from 'wxt';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Arena Wallet: the MV3 extension build. Entry points only wire; logic lives in src/wallet and src/chain.
export default defineConfig({
  srcDir: '.',
  entrypointsDir: 'entrypoints',
  publicDir: 'public',
  outDir: '.output',
  imports: false,
  modules: ['@wxt-dev/module-react'],
  manifest: {
    name: 'Arena Wallet',
    description: 'Holds your Antelope keys and signs for Arena and any Ultra dApp.',
    permissions: ['storage', 'alarms'],
    // The background reads chain nodes: the Arena node and custom networks (HTTPS, or http on loopback).
    host_permissions: ['http://localhost/*', 'http://127.0.0.1/*', 'https://*/*'],
    icons: { 16: '/icon/16.png', 32: '/icon/32.png', 48: '/icon/48.png', 128: '/icon/128.png' },
    action: { default_title: 'Arena Wallet', default_icon: { 16: '/icon/16.png', 32: '/icon/32.png' } },
  },
  vite: () => ({ plugins: [vanillaExtractPlugin()] }),
});
