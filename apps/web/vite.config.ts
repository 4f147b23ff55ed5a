import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { devApiOrigin as api, precompress } from '../../scripts/vite-precompress.ts';

/**
 * The entry's stylesheet (the theme, ~1.7 kB compressed) written into index.html: one render-blocking
 * request less before the static shell can paint. CSP allows inline styles (style-src 'unsafe-inline').
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'tuike:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : tag;
        });
      },
    },
  };
}

/** The id of the inert <template> holding the app's script and preloads until the loader adds them. */
const APP_LOAD_ID = 'app-load';
/**
 * Adds the app's script and preloads (a copy: a parsed <script> never runs when moved) once the browser
 * reports the first contentful paint. Not the first 'paint' entry: 'first-paint' can come earlier, for a
 * frame of the background alone, and on a busy machine the files were then requested before the shell's
 * content showed. Frames are presented tens of ms after the main thread painted them, so a request
 * made a frame or two later (requestAnimationFrame) still started before the paint on a busy machine. One
 * second at most, in case no paint is reported (a document hidden while it loads). Its text names no build
 * file, so its CSP hash (the server reads it from the document) holds across builds.
 */
const APP_LOADER =
  `{let n=0,go=()=>n++||document.head.append(document.getElementById('${APP_LOAD_ID}').content.cloneNode(true));` +
  `new PerformanceObserver(l=>l.getEntriesByName('first-contentful-paint').length&&go()).observe({type:'paint',buffered:true});setTimeout(go,1e3)}`;

/**
 * The app's JavaScript is requested only after the static shell (and the first banner the server writes
 * into it) has painted: the entry script, its modulepreloads and home's page chunk and stylesheet wait in an
 * inert <template> that a small inline script adds to the document once the shell's first paint is reported.
 * Lighthouse's simulated FCP and LCP count every request that finished before the observed paint as if it
 * blocked it; requested at parse, ~100 kB of JS finished first on a fast load and was priced over slow 4G
 * (LCP 2.3× the bare page's). Home's chunk and stylesheet are still announced beside the entry (not after
 * it has run), so they load in parallel with it; home is where the app opens without a hash.
 */
function loadAppAfterFirstPaint(): Plugin {
  return {
    name: 'tuike:load-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const home = Object.values(bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId === path.join(import.meta.dirname, 'src/pages/tabs/home.tsx'),
        );
        if (home?.type !== 'chunk') throw new Error('tuike:load-app-after-first-paint: no chunk for src/pages/tabs/home.tsx');
        const tags: string[] = [];
        const rest = html.replace(
          /\s*(<script type="module" crossorigin src="[^"]+"><\/script>|<link rel="modulepreload" crossorigin href="[^"]+">)/g,
          (_all, tag: string) => (tags.push(tag), ''),
        );
        if (!tags.some((t) => t.startsWith('<script'))) throw new Error('tuike:load-app-after-first-paint: no entry script');
        tags.push(
          `<link rel="modulepreload" crossorigin href="/${home.fileName}">`,
          ...[...(home.viteMetadata?.importedCss ?? [])].map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
        );
        return rest.replace(
          '</body>',
          `<template id="${APP_LOAD_ID}">${tags.join('')}</template><script>${APP_LOADER}</script></body>`,
        );
      },
    },
  };
}

/**
 * The entry starts the app in the task after the next frame, not while its modules are evaluated: the
 * chunk is a single call of the app's init, and evaluating React, the router and the app and then running
 * the init in one task would hold any frame due meanwhile (the shell's banner, when it arrives after the
 * shell's first paint, is Lighthouse's LCP) and make one long task of both (Total Blocking Time).
 * requestAnimationFrame runs just before the frame is painted and its timeout just after.
 */
function startAfterFirstPaint(): Plugin {
  return {
    name: 'tuike:start-after-first-paint',
    apply: 'build',
    // Before the file names are hashed, so a changed entry gets a new name.
    renderChunk(code, chunk) {
      if (!chunk.isEntry) return null;
      // Rolldown's entry for an app whose code lives in a shared chunk: `import { t as init_web } from "./web-….js"; init_web();`
      const call = /^\s*(import\s*\{\s*\w+\s+as\s+(\w+)\s*\}\s*from\s*"[^"]+"\s*;)\s*\2\(\);\s*$/.exec(code);
      if (!call) throw new Error(`tuike:start-after-first-paint: unexpected entry chunk:\n${code}`);
      return `${call[1]}requestAnimationFrame(()=>setTimeout(${call[2]}));\n`;
    },
  };
}

/**
 * V8's explicit compile hint on the chunks the entry imports statically (React, the router, the query
 * client, the app frame): nearly every function in them runs while the first page renders, so Chromium
 * compiles them all while streaming the file, off the main thread, instead of one by one on the main
 * thread as each is first called. Lighthouse mobile on home, 5 runs each in one session: median 92
 * without the hint (87–97), 98 with it (94–98); docs/PERFORMANCE.md. Other engines ignore the comment.
 */
function compileHintInitialChunks(): Plugin {
  return {
    name: 'tuike:compile-hint-initial-chunks',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (entry?.type !== 'chunk') return;
        for (const file of [entry.fileName, ...entry.imports]) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * react-router publishes its production build (dev warnings compiled out) beside the development one,
 * but names only the latter in its exports: without this alias every user downloads the warnings.
 * Build only, so `npm run dev` and the tests keep them.
 */
function reactRouterProduction(): Plugin {
  const pkg = createRequire(import.meta.url).resolve('react-router/package.json');
  return {
    name: 'tuike:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: path.join(path.dirname(pkg), 'dist/production/index.mjs') }] },
    }),
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    reactRouterProduction(),
    inlineEntryCss(),
    loadAppAfterFirstPaint(),
    startAfterFirstPaint(),
    compileHintInitialChunks(),
    precompress(),
  ],
  build: {
    manifest: true,
    // A lazy page's import names only the CSS it needs (which must be there before it renders); its JS
    // imports load as the browser meets them. Naming every JS file of all 64 pages made the entry carry a
    // list of them that the first screen never uses: its bytes are the first-load budget.
    modulePreload: {
      // No polyfill: Chromium webviews and Safari 17+ preload modules themselves; Safari 16.4–16.x (the oldest
      // of Vite's default target) fetches home's chunk when the entry imports it instead of beside it, and
      // nothing else changes. The polyfill cost every phone ~0.2 kB of the first load's 100.
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((d) => d.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Every file of a cold load costs its response headers and a compression window of its own:
          // what the entry needs at start (React, the router, the query client, the app frame) is one file…
          groups: [{ name: 'app', tags: ['$initial'] }],
          // …and the small modules the lazy pages share are copied into each page instead of a file each.
          experimentalInlineCommonChunks: { maxSize: 8000 },
        },
      },
    },
  },
  server: { proxy: { '/api': api, '/dev': api, '/media': api } },
});
