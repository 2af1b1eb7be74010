import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeCatalogueRegistry } from '../../scripts/catalogue-registry.mjs';

/** The two Urdu texts of the fake `ur/common.json` (decision 0091's fifth-locale test). */
export const URDU = {
  skipToContent: 'مرکزی مواد پر جائیں',
  brandTagline: 'متحدہ عرب امارات میں انشورنس اور فنانس کا موازنہ کریں',
};

/**
 * A temporary project folder whose `src/shared/i18n/locales/` holds the real languages (linked, not copied) and an
 * Urdu folder as a translator would start it: every English file copied, `common.json` with two texts in Urdu,
 * `myData.json` not there yet. Then the registry generator writes that folder's registry, as `npm run build` would.
 * Returns the folder; the caller removes it.
 */
export function withFifthLocaleCatalogues(): string {
  const real = join(import.meta.dirname, '../../src/shared/i18n/locales');
  const dir = mkdtempSync(join(tmpdir(), 'fifth-locale-'));
  const locales = join(dir, 'src/shared/i18n/locales');
  mkdirSync(join(locales, 'ur'), { recursive: true });
  for (const lang of readdirSync(real)) symlinkSync(join(real, lang), join(locales, lang), 'dir');
  for (const file of readdirSync(join(real, 'en'))) {
    if (file === 'myData.json') continue;
    const json = JSON.parse(readFileSync(join(real, 'en', file), 'utf8')) as Record<string, unknown>;
    writeFileSync(
      join(locales, 'ur', file),
      JSON.stringify(file === 'common.json' ? { ...json, ...URDU } : json),
    );
  }
  writeCatalogueRegistry(dir);
  return dir;
}
