import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devApiOrigin as api, precompress } from '../../scripts/vite-precompress.ts';

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
