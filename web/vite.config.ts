/**
 * Builds the workbench into web/dist, which the Worker serves as static assets. The built HTML
 * carries no inline script, so the page runs under a strict `script-src 'self'` policy.
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { zodWithoutJsonSchema } from './build/zod-without-json-schema';

export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The polyfill would be injected as script; every browser we support has modulepreload.
    modulePreload: { polyfill: false },
    // No source maps in the deployed assets: the Worker would serve them to anyone.
    sourcemap: false,
  },
  server: {
    proxy: { '/api': 'http://localhost:8787' },
  },
});
