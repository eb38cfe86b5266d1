import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/vite-plugins/compile-hints.ts';
import { precompiledMessages } from './scripts/vite-plugins/precompiled-messages.ts';
import { precompress } from './scripts/vite-plugins/precompress.ts';
import { ocrAssets } from './src/ocr/vite-plugin-ocr-assets.ts';

const serverPort = Number(process.env.SERVER_PORT ?? 8080);
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), ocrAssets(), precompiledMessages(), compileHints(), precompress()],
  resolve: {
    // React 19 has useSyncExternalStore: the React 17 shim's code is left out (docs/decisions/230).
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fromRoot('./src/ui/use-sync-external-store.ts') },
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // Every browser of the build's target (baseline widely available) has modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Every module the entry imports statically goes in the entry's chunk, not in ten shared
        // pieces each with its own imports and exports; the lazy chunks import from it
        // (docs/decisions/230). '$initial' counts every HTML entry: a second one needs a group of its
        // own, or its start code joins Home's first load.
        codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/socket.io': { target: `ws://localhost:${serverPort}`, ws: true },
      '/dev': `http://localhost:${serverPort}`,
      '/operator': `http://localhost:${serverPort}`,
      '/uploads': `http://localhost:${serverPort}`,
      '/gateway': `http://localhost:${serverPort}`,
      '/brand': `http://localhost:${serverPort}`,
    },
  },
});
