import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Client build: the island hydrator (each island its own chunk) and the site stylesheet. */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        client: 'src/web/entry-client.tsx',
        site: 'src/web/styles/site.css',
      },
    },
  },
});
