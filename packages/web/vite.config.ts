import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API the dev server proxies to; the built app is served by the server itself. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/tsg-admin': { target: API_TARGET, changeOrigin: false } },
  },
  preview: {
    proxy: { '/tsg-admin': { target: API_TARGET, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
});
