import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Brotli 11 and gzip 9 copies of every text file of a build (the app's and the console's), written once
 * after the bundle is closed — so after any plugin that rewrites index.html — which the server sends as they
 * are (@fastify/static `preCompressed`, lib/console-app.ts) instead of compressing at a cheap level per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tuike:precompress',
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

/** Where `npm run dev` (scripts/dev.mjs, which sets API_PORT) has the API server listen: both dev servers proxy to it. */
export const devApiOrigin = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
