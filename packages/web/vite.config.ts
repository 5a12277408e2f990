import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { declaredRoutes } from './build/declaredRoutes.ts';

/** The API the dev server proxies to; the built app is served by the server itself. */
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * What the server answers in development too: the API, and the public business card (/myCard, a
 * page the server draws, outside this app).
 */
const PROXY = {
  '/tsg-admin': { target: API_TARGET, changeOrigin: false },
  '/myCard': { target: API_TARGET, changeOrigin: false },
};

export default defineConfig({
  base: '/',
  plugins: [declaredRoutes(), react()],
  server: {
    port: 5173,
    proxy: PROXY,
  },
  preview: {
    proxy: PROXY,
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    // No dependency lists for lazy screens in the entry chunk (they grew with every screen and
    // counted against the login page's budget); a screen's chunks load when it is opened.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Every screen is a lazy chunk (app/routes.ts); rolldown splits the rest by who imports it,
        // so antd's heavy parts (Table, pickers) and charts stay out of the login page. Only the
        // libraries every page needs get a named chunk, whose hash survives app releases.
        codeSplitting: {
          groups: [
            {
              name: 'vendor-react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
