import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './src/app/vite-plugin-compile-hints.ts';
import { precompiledMessages } from './src/app/vite-plugin-precompiled-messages.ts';
import { precompress } from './src/app/vite-plugin-precompress.ts';
import { preloadAtStart } from './src/app/vite-plugin-preload-at-start.ts';
import { ocrAssets } from './src/ocr/vite-plugin-ocr-assets.ts';

const serverPort = Number(process.env.SERVER_PORT ?? 8080);

// The views are written to React's API and typed by @types/react; the page runs them on Preact's
// compat layer, a tenth of react-dom's size (docs/decisions/113). React Fast Refresh cannot patch
// Preact's components, so in `npm run dev` an edited view reloads the page instead.
const preactForReact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  plugins: [react({ refreshExclude: /./ }), ocrAssets(), precompiledMessages(), preloadAtStart(['localforage']), compileHints(), precompress()],
  resolve: { alias: preactForReact },
  build: { outDir: 'dist', sourcemap: true },
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
