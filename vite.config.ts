import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { ensureArabicCoreFonts } from './scripts/arabic-font-subset.mjs';
// @ts-expect-error TS5097: Vite's config loader asks for the file extension, which tsconfig does not allow.
import { LOCALES } from './src/shared/domain/locales.ts';

/** The language menu's names per non-Latin script, from the locale list (decision 0074). */
const endonyms: Record<string, string> = {};
for (const l of LOCALES)
  if (l.script !== 'latin') endonyms[l.script] = (endonyms[l.script] ?? '') + l.endonym;

/**
 * `@sahel-fonts/…` in fonts.css: the Arabic, Devanagari and Malayalam core subsets (scripts/arabic-font-subset.mjs,
 * decisions 0032 and 0091) and the language menu's endonym subsets (decision 0074), made from the installed
 * @fontsource packages before the build or the dev server starts.
 */
const arabicCoreFonts = {
  name: 'sahel-arabic-core-fonts',
  async config() {
    const dir = await ensureArabicCoreFonts(fileURLToPath(new URL('.', import.meta.url)), endonyms);
    return { resolve: { alias: { '@sahel-fonts': dir } } };
  },
};

/**
 * Decision 0048: the journey's date, members and upload controls are chunks of their own in the browser
 * (`journeys/fields/lazy-control.tsx`), so a journey page's first load leaves them out. Only the client build's
 * imports from `field.tsx` (and the upload event name `use-journey-options.ts` reads) are replaced; the server
 * render and the unit tests import the controls themselves.
 */
const LAZY_FIELDS: Record<string, { types: string[]; components: string[] }> = {
  dates: {
    types: ['date', 'dobPicker', 'dateRange'],
    components: ['DateField', 'DateRangeField', 'DobPicker'],
  },
  members: { types: ['memberDetails'], components: ['MemberDetailsField'] },
  upload: { types: ['upload'], components: ['UploadField'] },
  // not a field: the code popup opens after the contact screen's answer; loaded with the controls
  'otp-popup': { types: [], components: ['OtpPopup'] },
};
const FIELDS = '/src/web/journeys/fields';
const lazyJourneyFields = {
  name: 'sahel-lazy-journey-fields',
  enforce: 'pre' as const,
  resolveId(source: string, importer: string | undefined, options?: { ssr?: boolean }) {
    if (options?.ssr || !importer) return null;
    const field = /journeys[\\/]fields[\\/]field\.tsx$/.test(importer)
      ? /^\.\/(dates|members|upload)$/.exec(source)
      : null;
    if (field) return `\0lazy-field:${field[1]}`;
    if (/journeys[\\/]use-journey-options\.ts$/.test(importer) && source === './fields/upload')
      return '\0lazy-field:upload';
    if (/journeys[\\/]journey\.tsx$/.test(importer) && source === './otp-popup')
      return '\0lazy-field:otp-popup';
    return null;
  },
  load(id: string) {
    const name = /^\0lazy-field:([\w-]+)$/.exec(id)?.[1];
    const spec = name ? LAZY_FIELDS[name] : undefined;
    if (!name || !spec) return null;
    const lines = [
      `import { lazyControls } from '${FIELDS}/lazy-control.tsx';`,
      `const c = lazyControls(${JSON.stringify(spec.types)}, () => import('${name === 'otp-popup' ? '/src/web/journeys' : FIELDS}/${name}.tsx'));`,
      ...(name === 'otp-popup'
        ? // closed, it renders nothing (as on the server) and asks for no chunk; opened, the popup itself
          [
            `import { createElement } from 'react';`,
            `const Lazy = c.component('OtpPopup');`,
            `export const OtpPopup = (props) => (props.otp.open ? createElement(Lazy, props) : null);`,
          ]
        : spec.components.map((n) => `export const ${n} = c.component('${n}');`)),
    ];
    if (name === 'upload') {
      // The event name is read from the source, so the two cannot drift apart.
      const file = fileURLToPath(new URL(`.${FIELDS}/upload.tsx`, import.meta.url));
      const event = /export const DOCUMENT_SUGGESTIONS_EVENT = ('[^']+');/.exec(
        readFileSync(file, 'utf8'),
      )?.[1];
      if (!event) throw new Error('lazyJourneyFields: DOCUMENT_SUGGESTIONS_EVENT not found in upload.tsx');
      lines.push(
        `export const DOCUMENT_SUGGESTIONS_EVENT = ${event};`,
        // A value read from a document is offered only after an upload, so the upload chunk is there by then.
        `export const fillControl = (fieldId, value) => c.loaded()?.fillControl(fieldId, value) ?? false;`,
      );
    }
    return lines.join('\n');
  },
};

const SESSION_MODULES = [
  /src[\\/]web[\\/](session|analytics)[\\/]/,
  /src[\\/]web[\\/]recent-searches[\\/](gate|load|actions|rules|cta)\.ts$/,
  /src[\\/]shared[\\/]session[\\/]/,
  /src[\\/]shared[\\/]contracts[\\/](page-context|session-constants|journey-constants)\.ts$/,
  /src[\\/]shared[\\/]domain[\\/](routing|sources|locales|products|idempotency)\.ts$/,
  // mobile-number: the number as typed, for the plain review form too (without the rule engine's chunk)
  /src[\\/]shared[\\/]rules[\\/](canonical-json|mobile-number)\.ts$/,
  /node_modules[\\/]zustand[\\/]esm[\\/]vanilla/,
];

const ISLAND_COMMON = [
  /src[\\/]shared[\\/](rules|i18n)[\\/]/,
  /src[\\/]web[\\/]ui[\\/]/,
  /src[\\/]web[\\/]journeys[\\/](api|strings)\.tsx?$/,
  /node_modules[\\/]zustand[\\/]esm[\\/]react/,
];

/**
 * The rule engine, the input rules and what only validating islands use: the rule messages, range sources and
 * the journeys' strings (decision 0075).
 */
const RULE_ENGINE = [
  /src[\\/]shared[\\/]rules[\\/](engine|dates|inputs|values|pattern|name|result|types|messages|range-source)\.ts$/,
  /src[\\/]shared[\\/]rules[\\/]constraints[\\/][\w-]+\.ts$/,
  /src[\\/]web[\\/]journeys[\\/]strings\.ts$/,
];

/**
 * The staff console's own build (decisions 0114 and 0126): `mode: 'console'` (scripts/build.mjs runs it after the
 * site's build, into the same folder with its own manifest). A build of its own shares no chunk with the visitor
 * entry: whatever the console imports (the block contracts, zod, the catalogue's constants) can never change how
 * the visitor's modules are split, nor add a shared chunk to a visitor page.
 */
const consoleBuild = defineConfig({
  plugins: [react(), arabicCoreFonts],
  publicDir: false,
  build: {
    outDir: 'dist/client',
    emptyOutDir: false,
    manifest: '.vite/console-manifest.json',
    sourcemap: false,
    target: 'es2022',
    assetsInlineLimit: 0,
    rollupOptions: { input: { console: 'src/web/console/entry.tsx' } },
  },
});

/**
 * Client build: the plain entry (widgets, island scheduler), the React side and one chunk per island, and the
 * site stylesheet. Decision 0026: few first-load scripts, and React only where an island needs it.
 */
const siteBuild = defineConfig({
  plugins: [lazyJourneyFields, react(), arabicCoreFonts],
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
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]web[\\/](islands[\\/]hydrate|island-loaders|hydrator)\.ts$/,
              priority: 20,
            },
            // Everything the session start (after the load event) and the recent-searches check need: one chunk
            // instead of ten small ones. A module the entry imports must never match (the entry would then load
            // this chunk on first paint; e2e/site.test.ts checks that the entry imports nothing).
            {
              name: 'session',
              // upload-xhr: behind apiUpload's dynamic import, loaded with the first upload only
              // log-record and sanitize (with the redaction rules): behind dynamic imports, loaded with the first
              // error record or data-layer event (decision 0108)
              test: (id: string) =>
                SESSION_MODULES.some((re) => re.test(id)) &&
                !/(upload-xhr|log-record|analytics[\\/]sanitize)\.ts$/.test(id),
              priority: 10,
            },
            // The rule engine and the input rules (journeys, forms, 'Edit your cover', the cards' salary box): a chunk
            // of their own, so an island that only translates and formats (the quotes list) does not load them
            // (decision 0075). Above `islands`, which would otherwise take them.
            {
              name: 'rules',
              test: (id: string) => RULE_ENGINE.some((re) => re.test(id)),
              priority: 6,
            },
            // Small modules several React islands share (translator, rich text, placeholders, `journeys/api`).
            {
              name: 'islands',
              // Catalogues (JSON) go with the module that imports them: the upload control's four document
              // catalogues are in its own chunk (decision 0048), not in every island's first load. So does the
              // dialog: the journey opens none before its code popup (a chunk of its own), so it stays out of a
              // journey page's first load.
              test: (id: string) =>
                ISLAND_COMMON.some((re) => re.test(id)) &&
                !/(truncate|redact)\.ts$/.test(id) &&
                // Date and number formats: the account, policy and renewal islands use them, a journey does not.
                !/i18n[\\/](date-format|number-format)\.ts$/.test(id) &&
                !/\.json$/.test(id) &&
                !/ui[\\/]dialog[\\/]/.test(id),
              priority: 5,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ mode }) => (mode === 'console' ? consoleBuild : siteBuild));
