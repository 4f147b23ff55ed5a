import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` (scripts/dev.mjs) sets API_PORT to the port the API server listens on.
const api = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // bench/bundle-size.ts reads it to find the chunks the home route loads first.
  build: { manifest: true },
  server: { proxy: { '/api': api, '/dev': api, '/media': api } },
});
