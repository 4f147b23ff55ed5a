import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  // bench/bundle-size.ts reads it to find the chunks the home route loads first.
  build: { manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' } },
});
