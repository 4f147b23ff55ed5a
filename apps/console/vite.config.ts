import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

// `npm run dev` (scripts/dev.mjs) sets API_PORT to the port the API server listens on.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Brotli 11 and gzip 9 copies of every text file, written once at build, as the promoter app's build
 * does: the server sends them as they are (lib/console-app.ts) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tuike-console:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = path.resolve(config.root, config.build.outDir)),
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const data = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  // Served by the API server under /admin/ (lib/console-app.ts), with history routing below it.
  base: '/admin/',
  plugins: [react(), precompress()],
  build: {
    // antd's table, form and date picker are large by nature; the login page's budget is checked by
    // bench/first-load.ts (bench:bundle:check), not by this per-file warning.
    chunkSizeWarningLimit: 1500,
  },
  server: { proxy: { '/admin-api': api, '/media': api, '/dev': api } },
});
