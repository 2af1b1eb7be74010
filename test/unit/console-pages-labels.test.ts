import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../src/shared/contracts/blocks';
import ar from '../../src/shared/i18n/locales/ar/consolePages.json';
import en from '../../src/shared/i18n/locales/en/consolePages.json';
import { blockSpec, type Spec } from '../../src/web/console/pages/block-schema';

/** Every field name of every block contract, as the block forms walk them (specOf), with the types that have it. */
function fieldNames(): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const walk = (s: Spec, type: string) => {
    switch (s.kind) {
      case 'group':
        for (const f of s.fields) {
          names.set(f.name, [...(names.get(f.name) ?? []), type]);
          walk(f.spec, type);
        }
        return;
      case 'list':
        return walk(s.item, type);
      case 'map':
        return walk(s.value, type);
      case 'maybe':
        return walk(s.inner, type);
      case 'either':
        return s.options.forEach((o) => walk(o, type));
      default:
        return;
    }
  };
  for (const type of BLOCK_TYPES) walk(blockSpec(type), type);
  return names;
}

const labels = { en: en.field as Record<string, string>, ar: ar.field as Record<string, string> };

describe('block form field labels', () => {
  const names = fieldNames();

  it('walks every block type and finds their fields', () => {
    expect(BLOCK_TYPES.length).toBeGreaterThanOrEqual(62);
    expect(names.size).toBeGreaterThan(150);
  });

  it('labels every field name of every block contract in English and Arabic', () => {
    for (const lang of ['en', 'ar'] as const) {
      const missing = [...names]
        .filter(([name]) => !labels[lang][name]?.trim())
        .map(([name, types]) => `${name} (${[...new Set(types)].slice(0, 3).join(', ')})`);
      expect(missing, `consolePages:field.* missing in ${lang}`).toEqual([]);
    }
  });

  it('gives Arabic labels in Arabic script, not the English copied', () => {
    const notArabic = [...names.keys()].filter(
      (name) => !/[\u0600-\u06FF]/.test(labels.ar[name] ?? '') || labels.ar[name] === labels.en[name],
    );
    expect(notArabic).toEqual([]);
  });

  it('has the same label keys in both languages', () => {
    expect(Object.keys(labels.ar).sort()).toEqual(Object.keys(labels.en).sort());
  });
});
