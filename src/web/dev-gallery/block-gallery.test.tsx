import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES } from '../../shared/contracts/blocks';
import { ZBlock } from '../../shared/contracts/blocks';
import { I18nProvider } from '../i18n/provider';
import type { BlockContext } from '../blocks/types';
import { coreGallery } from '../blocks/gallery-core';
import { textFixture } from '../blocks/text/text.fixture';
import { BlockGallery, galleryEntries } from './block-gallery';

const ctx = (lang: 'en' | 'ar'): BlockContext => ({
  lang,
  dir: lang === 'ar' ? 'rtl' : 'ltr',
  isMobile: false,
  productId: 17,
  pageTypeId: 0,
  path: lang === 'ar' ? '/ar-ae/dev/blocks/' : '/dev/blocks/',
});

const render = (lang: 'en' | 'ar') =>
  renderToStaticMarkup(
    <I18nProvider lang={lang}>
      <BlockGallery ctx={ctx(lang)} />
    </I18nProvider>,
  );

describe('gallery-core', () => {
  it('has en and ar fixtures for every core block, all accepted by the contract', () => {
    expect(coreGallery.map((e) => e.type)).toEqual([
      'BANNER',
      'TITLE_PARAGRAPH',
      'TEXT',
      'ACCORDION',
      'TABLE',
      'LINKS',
      'MULTIPLE_QUOTES',
      'CALCULATOR',
      'CREDIT_CARDS',
    ]);
    for (const e of coreGallery) {
      expect(e.en.length, e.type).toBeGreaterThan(0);
      expect(e.ar.length, e.type).toBeGreaterThan(0);
      for (const b of [...e.en, ...e.ar]) {
        expect(b.type).toBe(e.type);
        expect(ZBlock.safeParse(b).success, `${e.type} ${b.key}`).toBe(true);
      }
    }
  });
});

describe('galleryEntries', () => {
  it('merges the groups’ stories by type in the union’s order', () => {
    const merged = galleryEntries([
      [{ type: 'TEXT', en: [textFixture], ar: [], note: 'one' }],
      [{ type: 'TEXT', en: [textFixture], ar: [textFixture], note: 'two' }, ...coreGallery.slice(0, 1)],
    ]);
    expect([...merged.keys()]).toEqual(['BANNER', 'TEXT']);
    expect(merged.get('TEXT')?.en).toHaveLength(2);
    expect(merged.get('TEXT')?.notes).toEqual(['one', 'two']);
  });
});

describe('BlockGallery', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`shows every story under its type heading with a table of contents (${lang})`, () => {
      const html = render(lang);
      const entries = galleryEntries();
      for (const [type, e] of entries) {
        if (e[lang].length === 0) continue;
        expect(html).toContain(`<h2 id="${type}" class="block-gallery__type"><bdi>${type}</bdi></h2>`);
        expect(html).toContain(`href="#${type}"`);
      }
      // Every registry type is either shown or listed as missing.
      const missing = html.match(/data-testid="gallery-missing">([\s\S]*?)<\/ul>/)?.[1] ?? '';
      for (const type of BLOCK_TYPES) {
        const shown = html.includes(`<h2 id="${type}" `);
        expect(shown || missing.includes(`<bdi>${type}</bdi>`), type).toBe(true);
        expect(shown && missing.includes(`<bdi>${type}</bdi>`), type).toBe(false);
      }
    });
  }

  it('renders the fixtures of the page language', () => {
    expect(render('en')).toContain('Car insurance FAQs');
    expect(render('ar')).toContain('أسئلة شائعة عن تأمين السيارات');
    expect(render('ar')).not.toContain('Car insurance FAQs');
  });
});
