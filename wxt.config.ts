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
  },
  vite: () => ({ plugins: [vanillaExtractPlugin()] }),
});
