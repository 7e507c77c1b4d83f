import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The API runs beside Vite in development; in production it serves dist/ itself,
    // so the app always talks to a same-origin /api and the session cookie just works.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Route pages are dynamic imports in src/app/router.tsx, so each one becomes its own
    // chunk; only the shell and the router ship in the entry.
    sourcemap: true,
  },
});
