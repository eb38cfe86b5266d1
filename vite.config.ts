import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/vite-plugins/compile-hints.ts';
import { precompiledMessages } from './scripts/vite-plugins/precompiled-messages.ts';
import { precompress } from './scripts/vite-plugins/precompress.ts';
import { ocrAssets } from './src/ocr/vite-plugin-ocr-assets.ts';

const serverPort = Number(process.env.SERVER_PORT ?? 8080);

export default defineConfig({
  plugins: [react(), ocrAssets(), precompiledMessages(), compileHints(), precompress()],
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
