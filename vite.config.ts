import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { ensureArabicCoreFonts } from './scripts/arabic-font-subset.mjs';

/**
 * `@sahel-fonts/…` in fonts.css: the Arabic core subsets (scripts/arabic-font-subset.mjs, decision 0032), made
 * from the installed @fontsource package before the build or the dev server starts.
 */
const arabicCoreFonts = {
  name: 'sahel-arabic-core-fonts',
  async config() {
    const dir = await ensureArabicCoreFonts(fileURLToPath(new URL('.', import.meta.url)));
    return { resolve: { alias: { '@sahel-fonts': dir } } };
  },
};

const SESSION_MODULES = [
  /src[\\/]web[\\/](session|analytics)[\\/]/,
  /src[\\/]web[\\/]recent-searches[\\/](gate|load|actions|rules|cta)\.ts$/,
  /src[\\/]shared[\\/]session[\\/]/,
  /src[\\/]shared[\\/]contracts[\\/](page-context|session-constants|journey-constants)\.ts$/,
  /src[\\/]shared[\\/]domain[\\/](routing|sources|locales|products|idempotency)\.ts$/,
  /src[\\/]shared[\\/]rules[\\/](redact|canonical-json)\.ts$/,
  /node_modules[\\/]zustand[\\/]esm[\\/]vanilla/,
];

const ISLAND_COMMON = [
  /src[\\/]shared[\\/](rules|i18n)[\\/]/,
  /src[\\/]web[\\/]ui[\\/]/,
  /src[\\/]web[\\/]journeys[\\/](api|otp-popup|strings)\.tsx?$/,
  /node_modules[\\/]zustand[\\/]esm[\\/]react/,
];

/**
 * Client build: the plain entry (widgets, island scheduler), the React side and one chunk per island, and the
 * site stylesheet. Issue 12 §3: few first-load scripts, and React only where an island needs it.
 */
export default defineConfig({
  plugins: [react(), arabicCoreFonts],
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
        client: 'src/web/entry-client.ts',
        site: 'src/web/styles/site.css',
      },
      output: {
        codeSplitting: {
          // A group holds only what it matches; shared modules (the contracts, rules) go where they are used.
          includeDependenciesRecursively: false,
          groups: [
            // React, react-dom and the scheduler in one chunk, loaded with the first island that hydrates
            // (never by a page without one).
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]web[\\/]islands[\\/](hydrate|loaders)\.ts$/,
              priority: 20,
            },
            // Everything the session start (after the load event) and the recent-searches check need: one chunk
            // instead of ten small ones. A module the entry imports must never match (the entry would then load
            // this chunk on first paint; e2e/site.test.ts checks that the entry imports nothing).
            {
              name: 'session',
              test: (id: string) => SESSION_MODULES.some((re) => re.test(id)),
              priority: 10,
            },
            // Small modules several React islands share (rule engine, translator, the dialog, the code popup).
            {
              name: 'islands',
              test: (id: string) => ISLAND_COMMON.some((re) => re.test(id)) && !/truncate\.ts$/.test(id),
              priority: 5,
            },
          ],
        },
      },
    },
  },
});
