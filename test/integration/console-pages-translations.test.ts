import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageDetail, PageList } from '../../src/shared/contracts/console-pages';
import { freshDatabase, type TestDatabase } from './helpers';
import { consoleCall, pagesApp, staff } from './console-pages-fixtures';

/**
 * Translations side by side (decision 0122, the editor's 'Side by side' view of 0123): the Arabic and Hindi texts
 * of one block saved as the view saves a column (the language's own blocks with the changed texts by path, a text
 * left equal to the English confirmed), read back, the stale and missing marks of the detail and the list updated,
 * and the Arabic page published to visitors; a language left untouched stays stale with its texts missing.
 */
let ctx: TestDatabase;
let app: FastifyInstance;
let call: ReturnType<typeof consoleCall>;
let editor: { id: number; name: string; cookie: string };
const PATH = '/bike-insurance/';
const NOTE = 'bike-new-note';
const NEW_EN_TITLE = 'Bike insurance, compared in minutes';
const AR = {
  [`jsonData.${NOTE}.title`]: 'ملاحظة جديدة لراكبي الدراجات',
  [`jsonData.${NOTE}.content`]: '<p>قارن التغطية قبل أن تشتري.</p>',
  'jsonData.bike-banner.title': 'تأمين الدراجات النارية، مقارنة في دقائق',
};
const HI = {
  [`jsonData.${NOTE}.title`]: 'बाइक सवारों के लिए नई सूचना',
  'jsonData.bike-banner.title': 'बाइक बीमा, मिनटों में तुलना',
};

type Block = { key: string; type: string; title?: string } & Record<string, unknown>;
type Doc = PageDetail['languages'][number];

beforeAll(async () => {
  ctx = await freshDatabase({ seeded: true });
  app = await pagesApp(ctx.db);
  call = consoleCall(app);
  editor = await staff(ctx.db, 'content_editor');
});
afterAll(async () => {
  await app.close();
  await ctx.drop();
});

const detail = async () => {
  const r = await call('GET', `/api/console/pages/detail?path=${encodeURIComponent(PATH)}`, editor.cookie);
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ data: PageDetail }>().data;
};
const lang = (d: PageDetail, l: string) => d.languages.find((x) => x.language === l)!;
const save = (body: object) =>
  call('POST', '/api/console/pages/draft', editor.cookie, { path: PATH, ...body });
/** A column of the side-by-side view saved as the view saves it (translations.tsx). */
const saveColumn = (doc: Doc, en: Doc, texts: Record<string, string>) =>
  save({
    language: doc.language,
    baseVersion: doc.latestVersion,
    metaData: doc.metaData,
    blocks: doc.blocks,
    texts,
    confirmed: Object.keys(texts).filter((p) => texts[p] === en.texts[p]),
  });
const visitor = async (url: string) => {
  const r = await app.inject({ url });
  expect(r.statusCode).toBe(200);
  return r.body;
};

describe('translations side by side', () => {
  it('English adds a block, then changes a text: the other languages have missing texts, then are stale', async () => {
    const en = lang(await detail(), 'en');
    const blocks = en.blocks as Block[];
    const intro = blocks.find((b) => b.key === 'bike-intro')!;
    const added = [
      ...blocks.slice(0, 2),
      {
        ...intro,
        key: NOTE,
        title: 'A new note for riders',
        content: '<p>Compare cover before you buy.</p>',
      },
      ...blocks.slice(2),
    ];
    const structure = await save({ language: 'en', baseVersion: 1, metaData: en.metaData, blocks: added });
    expect(structure.statusCode, structure.body).toBe(200);
    const text = await save({
      language: 'en',
      baseVersion: 2,
      metaData: en.metaData,
      blocks: added.map((b) => (b.key === 'bike-banner' ? { ...b, title: NEW_EN_TITLE } : b)),
    });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json()).toMatchObject({ data: { version: 3, carried: [] } });
    const d = await detail();
    for (const l of ['ar', 'hi', 'ml']) {
      expect(lang(d, l), l).toMatchObject({ stale: true, missingTexts: 2 });
      expect([...lang(d, l).missing].sort(), l).toEqual([
        `jsonData.${NOTE}.content`,
        `jsonData.${NOTE}.title`,
      ]);
    }
  });

  it('saves the Arabic and Hindi texts of one block side by side; read back, marks updated', async () => {
    const before = await detail();
    const en = lang(before, 'en');
    const ar = await saveColumn(lang(before, 'ar'), en, AR);
    expect(ar.statusCode, ar.body).toBe(200);
    expect(ar.json()).toMatchObject({ data: { language: 'ar', missing: [] } });
    // Hindi keeps the English paragraph on purpose: a text equal to the English one is confirmed, not missing.
    const hiTexts = { ...HI, [`jsonData.${NOTE}.content`]: en.texts[`jsonData.${NOTE}.content`]! };
    const hi = await saveColumn(lang(before, 'hi'), en, hiTexts);
    expect(hi.statusCode, hi.body).toBe(200);
    expect(hi.json()).toMatchObject({ data: { language: 'hi', missing: [] } });

    const after = await detail();
    for (const [l, texts] of [
      ['ar', AR],
      ['hi', hiTexts],
    ] as const) {
      const doc = lang(after, l);
      for (const [p, v] of Object.entries(texts)) expect(doc.texts[p], `${l} ${p}`).toBe(v);
      expect(doc, l).toMatchObject({ stale: false, missingTexts: 0, missing: [], hasDraft: true });
      // The other texts of the language are its own, not the English copies.
      expect(doc.texts['jsonData.bike-banner.fieldValues.subtitle']).toBe(
        lang(before, l).texts['jsonData.bike-banner.fieldValues.subtitle'],
      );
      expect((doc.blocks as Block[]).map((b) => b.key)).toEqual((en.blocks as Block[]).map((b) => b.key));
    }
    expect(lang(after, 'ml')).toMatchObject({ stale: true, missingTexts: 2 });

    const list = await call('GET', `/api/console/pages?q=bike-insurance&limit=100`, editor.cookie);
    const row = list.json<{ data: PageList }>().data.rows.find((r) => r.path === PATH)!;
    const state = (l: string) => row.languages.find((x) => x.language === l)!;
    expect(state('ar')).toMatchObject({ stale: false, missingTexts: 0, hasDraft: true });
    expect(state('hi')).toMatchObject({ stale: false, missingTexts: 0, hasDraft: true });
    expect(state('ml')).toMatchObject({ stale: true, missingTexts: 2 });
  });

  it('publishes the Arabic page: a visitor sees the new Arabic texts; the untouched language is refused', async () => {
    const d = await detail();
    expect(await visitor(`/ar-ae${PATH}`)).not.toContain(AR['jsonData.bike-banner.title']);
    const pub = await call('POST', '/api/console/pages/publish', editor.cookie, {
      path: PATH,
      language: 'ar',
      version: lang(d, 'ar').latestVersion,
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const page = await visitor(`/ar-ae${PATH}`);
    expect(page).toContain(AR['jsonData.bike-banner.title']);
    expect(page).toContain(AR[`jsonData.${NOTE}.title`]);
    expect(page).toContain('قارن التغطية قبل أن تشتري.');
    const ml = await call('POST', '/api/console/pages/publish', editor.cookie, {
      path: PATH,
      language: 'ml',
      version: lang(d, 'ml').latestVersion,
    });
    expect(ml.statusCode).toBe(422);
    expect(ml.json()).toMatchObject({ code: 'PAGE_TEXTS_MISSING' });
  });

  it('a later English text change makes the saved translations stale again', async () => {
    const d = await detail();
    const en = lang(d, 'en');
    const r = await save({
      language: 'en',
      baseVersion: en.latestVersion,
      metaData: en.metaData,
      blocks: (en.blocks as Block[]).map((b) =>
        b.key === NOTE ? { ...b, title: 'A newer note for riders' } : b,
      ),
    });
    expect(r.statusCode, r.body).toBe(200);
    const again = await detail();
    expect(lang(again, 'ar')).toMatchObject({ stale: true, missingTexts: 0 });
    expect(lang(again, 'hi')).toMatchObject({ stale: true, missingTexts: 0 });
  });
});
