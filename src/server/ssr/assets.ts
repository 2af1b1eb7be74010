import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets, IslandName } from '../../shared/contracts/render';
import { LOCALES, type LangCode, type Locale } from '../../shared/domain/locales';

type ManifestEntry = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  assets?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestEntry>;

/**
 * The font files each page language preloads (decisions 0026, 0091): the 400 weight of its own script, and on Hindi
 * and Malayalam pages every face their first screen draws. Every other subset loads through its @font-face
 * unicode-range only when the page shows such characters. The renderer reads this beside the shared `Assets` contract.
 */
export type FontAssets = { fonts: Partial<Record<LangCode, readonly string[]>> };

const LATIN_400 = /\/noto-sans-latin-400-normal-[^/]*\.woff2$/;
const LATIN_600 = /\/noto-sans-latin-600-normal-[^/]*\.woff2$/;

/** The files preloaded for each script a locale is written in (LOCALES' `script`; a new locale in these needs nothing). */
const FONTS_OF: Record<Locale['script'], readonly RegExp[]> = {
  latin: [LATIN_400],
  // The core subset (decision 0032): the letters Arabic text uses, ~10 KB instead of the full file's 49 KB.
  arabic: [/\/noto-sans-arabic-core-400-[^/]*\.woff2$/],
  // Devanagari and Malayalam likewise (decision 0091): their ordinary alphabets, 32 KB and 18 KB instead of 50 and
  // 24. With both weights of the script and of Latin (digits, brands): each face that arrives after the first layout
  // lays the page out again, and shaping these scripts makes a layout two to three times dearer than an English one.
  devanagari: [
    /\/noto-sans-devanagari-core-400-[^/]*\.woff2$/,
    /\/noto-sans-devanagari-core-600-[^/]*\.woff2$/,
    LATIN_400,
    LATIN_600,
  ],
  malayalam: [
    /\/noto-sans-malayalam-core-400-[^/]*\.woff2$/,
    /\/noto-sans-malayalam-core-600-[^/]*\.woff2$/,
    LATIN_400,
    LATIN_600,
  ],
};

const ENTRY = 'src/web/entry-client.ts';
const CONSOLE_ENTRY = 'src/web/console/entry.tsx';
/** The React side of the page (React, react-dom, the hydrator): needed by every island that hydrates. */
const HYDRATOR = 'src/web/hydrator.ts';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export class MissingBuildError extends Error {}

/** Asset URLs from the Vite manifest written by `npm run build`. */
export function manifestAssets(clientDir: string): Assets & FontAssets {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new MissingBuildError(`No client build at ${clientDir}: run "npm run build" first.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = manifest[ENTRY];
  const site = manifest['src/web/styles/site.css'];
  if (!entry || !site)
    throw new MissingBuildError('The client manifest lacks the entry or the stylesheet: rebuild.');
  const url = (f: string) => `/${f}`;
  const chunkClosure = (key: string, seen = new Set<string>()): string[] => {
    const e = manifest[key];
    if (!e || seen.has(key)) return [];
    seen.add(key);
    return [url(e.file), ...(e.imports ?? []).flatMap((k) => chunkClosure(k, seen))];
  };
  const islandCache = new Map<IslandName, string[]>();
  const fonts: FontAssets['fonts'] = {};
  for (const { code, script } of LOCALES) {
    const files = (site.assets ?? []).map(url);
    const own = FONTS_OF[script].flatMap((re) => files.filter((f) => re.test(f)).slice(0, 1));
    if (own.length) fonts[code] = own;
  }
  return {
    css: [site.file, ...(entry.css ?? [])].map(url),
    entry: url(entry.file),
    islandChunks: (name) => {
      let urls = islandCache.get(name);
      if (!urls) {
        const own = chunkClosure(`src/web/islands/${kebab(name)}.tsx`);
        // An island hydrates through the hydrator (React); the entry itself is preloaded separately. A name
        // without its own chunk (the shell's widgets, since decision 0026) needs nothing.
        urls =
          own.length === 0
            ? []
            : [...new Set([...chunkClosure(HYDRATOR), ...own])].filter((u) => u !== url(entry.file));
        islandCache.set(name, urls);
      }
      return urls;
    },
    fonts,
    console: consoleAssets(readConsoleManifest(clientDir)),
  };
}

/** The console's own build's manifest (decision 0126), or an empty one when it was not built. */
function readConsoleManifest(clientDir: string): Manifest {
  const file = join(clientDir, '.vite', 'console-manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The console's entry (decision 0114): never in a visitor page's assets, only the console page's. */
function consoleAssets(manifest: Manifest): Assets['console'] {
  const entry = manifest[CONSOLE_ENTRY];
  if (!entry) return undefined;
  const seen = new Set<string>();
  const css = new Set<string>();
  const scripts: string[] = [];
  const walk = (key: string) => {
    const e = manifest[key];
    if (!e || seen.has(key)) return;
    seen.add(key);
    scripts.push(`/${e.file}`);
    for (const c of e.css ?? []) css.add(`/${c}`);
    for (const k of e.imports ?? []) walk(k);
  };
  walk(CONSOLE_ENTRY);
  return { scripts, css: [...css] };
}

/** Development: Vite serves sources with HMR; the refresh preamble is an external module (CSP). */
export function devAssets(): Assets {
  return {
    css: ['/src/web/styles/site.css'],
    entry: '/src/web/entry-client.ts',
    islandChunks: () => [],
    devScripts: ['/@vite/client', '/__dev/react-refresh-preamble.js'],
    console: { scripts: [`/${CONSOLE_ENTRY}`], css: [] },
  };
}
