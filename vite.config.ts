import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { catalogues } from './scripts/vite-catalogues.ts';
import { pageTable } from './scripts/vite-page-table.ts';

const FIRST_LOAD = [
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui)[\\/]/,
  /src[\\/]shared[\\/](roles|money-format|i18n[\\/])/,
  /src[\\/]client[\\/](lib[\\/](cookies|session|use-session|i18n)|config[\\/]paths|components[\\/](ui[\\/]spinner|layouts[\\/]startup-spinner))/,
  /vite[\\/]preload-helper/,
];

export default defineConfig({
  plugins: [react(), tailwindcss(), catalogues(), pageTable()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // One chunk for what every page runs first (React, the router, TanStack Query, Lingui and
        // the app's session and language code): a dozen small chunks cost more gzip than one.
        advancedChunks: { groups: [{ name: 'core', test: (id: string) => FIRST_LOAD.some((pattern) => pattern.test(id)) }] },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' },
  },
});
