import { describe, expect, it } from 'vitest';
import { SOURCE_IDS } from '../../src/shared/contracts/session';
import ar from '../../src/shared/i18n/locales/ar/consoleAdmin.json';
import en from '../../src/shared/i18n/locales/en/consoleAdmin.json';

/** The funnel's 'By source' table names each source (decision 0119), in both of the console's languages. */
describe("the funnel's source names", () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ])('names every source id in %s', (_lang, catalogue) => {
    const names: Record<string, string> = catalogue.funnel.sources;
    expect(
      Object.keys(names)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...SOURCE_IDS]);
    for (const id of SOURCE_IDS) expect(names[String(id)]?.trim()).toBeTruthy();
  });
});
