import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./src/client'),
  publicDir: isSsrBuild ? false : here('./src/client/public'),
  plugins: [react()],
  resolve: {
    alias: {
      '@contract': here('./src/contract'),
      '@client': here('./src/client'),
      '@server': here('./src/server'),
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
