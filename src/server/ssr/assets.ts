import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Assets, IslandName } from '../../shared/contracts/render';

type ManifestEntry = {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestEntry>;

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export class MissingBuildError extends Error {}

/** Asset URLs from the Vite manifest written by `npm run build`. */
export function manifestAssets(clientDir: string): Assets {
  const file = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file))
    throw new MissingBuildError(`No client build at ${clientDir}: run "npm run build" first.`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = manifest['src/web/entry-client.tsx'];
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
  return {
    css: [site.file, ...(entry.css ?? [])].map(url),
    entry: url(entry.file),
    islandChunks: (name) => {
      let urls = islandCache.get(name);
      if (!urls) {
        // Shared chunks (React) are preloaded too; the entry itself is preloaded separately.
        urls = chunkClosure(`src/web/islands/${kebab(name)}.tsx`).filter((u) => u !== url(entry.file));
        islandCache.set(name, urls);
      }
      return urls;
    },
  };
}

/** Development: Vite serves sources with HMR; the refresh preamble is an external module (CSP). */
export function devAssets(): Assets {
  return {
    css: ['/src/web/styles/site.css'],
    entry: '/src/web/entry-client.tsx',
    islandChunks: () => [],
    devScripts: ['/@vite/client', '/__dev/react-refresh-preamble.js'],
  };
}
