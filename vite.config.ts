import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/lib/precompress.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./src/client'),
  publicDir: isSsrBuild ? false : here('./src/client/public'),
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  resolve: {
    alias: [
      { find: '@contract', replacement: here('./src/contract') },
      { find: '@client', replacement: here('./src/client') },
      { find: '@server', replacement: here('./src/server') },
    ],
  },
  // The server-side renderer carries its dependencies (React, the router, TanStack Query, and the
  // CSS that Swiper's modules import, which Node could not load): one file the server loads, the
  // same versions the browser runs, and nothing of it read from node_modules at run time (ADR 041).
  ssr: { noExternal: true },
  // React's production build in the renderer, whatever NODE_ENV the server runs with: the
  // development build renders several times slower and would be bundled beside it.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and the global colour functions that Dart Sass
      // deprecates: keep the build output readable (bootstrap.scss has to @import it too).
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  build: isSsrBuild
    ? {
        // `vite build --ssr`: the server-side renderer the server loads (docs/decisions/019).
        outDir: here('./dist/server'),
        emptyOutDir: true,
        rollupOptions: { input: here('./src/client/entry-server.tsx') },
      }
    : {
        outDir: here('./dist/client'),
        emptyOutDir: true,
        // The CSP forbids inline script: keep every module in a file.
        modulePreload: { polyfill: false },
        assetsInlineLimit: 0,
        chunkSizeWarningLimit: 400,
      },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}));
