import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { parseDocument, DomUtils } from 'htmlparser2';
import type { Element } from 'domhandler';
import type { Db } from '../../src/db/client';
import { contentPages } from '../../src/db/schema';
import { tFor } from '../../src/shared/i18n/catalogues';
import { MSG } from '../../src/shared/rules/messages';
import { HIGH_WRITES, useTestApp } from './helpers';
import { createDevice, insertTestForms } from './journey-fixtures';

/**
 * Hindi and Malayalam pages, as soon as they are stored (decision 0074): the API answers in the page's
 * language, and the language menu, hreflang alternates, sitemap and `<html lang>` list exactly the languages a
 * page exists in. The pages are made here from the seeded English home page, so this proves the plumbing whatever
 * the seed holds in hi and ml at the time.
 */

const ALL = '/page-languages-all/';
const TWO = '/page-languages-two/';
const ORIGIN = 'http://localhost:3000';

async function storePages(db: Db): Promise<void> {
  const [home] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.urlPath, '/'), eq(contentPages.language, 'en')));
  if (!home) throw new Error('the seed has no English home page');
  const { id: _id, ...row } = home;
  const copies = [
    ...(['en', 'ar', 'hi', 'ml'] as const).map((language) => ({ ...row, urlPath: ALL, language })),
    ...(['en', 'ar'] as const).map((language) => ({ ...row, urlPath: TWO, language })),
  ];
  await db.delete(contentPages).where(inArray(contentPages.urlPath, [ALL, TWO]));
  await db.insert(contentPages).values(copies);
}

const { app } = useTestApp({
  limits: { ...HIGH_WRITES },
  env: { JOBS_ENABLED: 'false' },
  prepare: async (db) => {
    await insertTestForms(db);
    await storePages(db);
  },
});

const tags = (html: string, name: string) =>
  DomUtils.getElementsByTagName(name, parseDocument(html), true) as Element[];

/** hreflang → href of the page's `<link rel="alternate">`s. */
function alternates(html: string): Record<string, string> {
  return Object.fromEntries(
    tags(html, 'link')
      .filter((l) => l.attribs.rel === 'alternate')
      .map((l) => [l.attribs.hreflang ?? '', l.attribs.href ?? '']),
  );
}

/** The desktop language menu's entries: id, prefix, language and link. */
function menu(html: string) {
  const details = tags(html, 'details').find((d) => d.attribs['data-testid'] === 'lang-dropdown-desktop');
  if (!details) return [];
  return DomUtils.getElementsByTagName('li', details, true).map((li) => {
    const a = DomUtils.getElementsByTagName('a', li, true)[0] as Element;
    return {
      id: Number(li.attribs['data-language-id']),
      prefix: li.attribs['data-prefix'],
      lang: a.attribs.lang,
      href: a.attribs.href,
      endonym: DomUtils.textContent(a),
      current: a.attribs['aria-current'] === 'true',
    };
  });
}

describe('a page stored in all four languages', () => {
  const versions = [
    { lang: 'en', path: ALL, dir: 'ltr' },
    { lang: 'ar', path: `/ar-ae${ALL}`, dir: 'rtl' },
    { lang: 'hi', path: `/hi-ae${ALL}`, dir: 'ltr' },
    { lang: 'ml', path: `/ml-ae${ALL}`, dir: 'ltr' },
  ] as const;

  it.each(versions)('$lang: html lang, reciprocal hreflang with x-default, a menu of four', async (v) => {
    const res = await app.inject({ url: v.path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${v.lang}" dir="${v.dir}"`));
    expect(alternates(res.body)).toEqual({
      'en-AE': ORIGIN + ALL,
      'ar-AE': `${ORIGIN}/ar-ae${ALL}`,
      'hi-AE': `${ORIGIN}/hi-ae${ALL}`,
      'ml-AE': `${ORIGIN}/ml-ae${ALL}`,
      'x-default': ORIGIN + ALL,
    });
    expect(menu(res.body)).toEqual([
      { id: 1, prefix: '', lang: 'en', href: ALL, endonym: 'English', current: v.lang === 'en' },
      {
        id: 2,
        prefix: 'ar-ae',
        lang: 'ar',
        href: `/ar-ae${ALL}`,
        endonym: 'العربية',
        current: v.lang === 'ar',
      },
      {
        id: 3,
        prefix: 'hi-ae',
        lang: 'hi',
        href: `/hi-ae${ALL}`,
        endonym: 'हिन्दी',
        current: v.lang === 'hi',
      },
      {
        id: 4,
        prefix: 'ml-ae',
        lang: 'ml',
        href: `/ml-ae${ALL}`,
        endonym: 'മലയാളം',
        current: v.lang === 'ml',
      },
    ]);
  });

  it('the browser of a hi or ml page is told the page language (page context)', async () => {
    for (const lang of ['hi', 'ml']) {
      const res = await app.inject({ url: `/${lang}-ae${ALL}` });
      const script = tags(res.body, 'script').find((s) => s.attribs['data-json'] === 'page-context');
      expect(JSON.parse(DomUtils.textContent(script as Element))).toMatchObject({ lang });
    }
  });
});

describe('a page stored in English and Arabic only', () => {
  it('answers 404 in hi and ml, and its links and menu leave them out', async () => {
    expect((await app.inject({ url: `/hi-ae${TWO}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/ml-ae${TWO}` })).statusCode).toBe(404);
    const en = await app.inject({ url: TWO });
    expect(en.statusCode).toBe(200);
    expect(Object.keys(alternates(en.body))).toEqual(['en-AE', 'ar-AE', 'x-default']);
    expect(menu(en.body).map((o) => o.lang)).toEqual(['en', 'ar']);
  });
});

describe('sitemap.xml', () => {
  it('lists hi-AE and ml-AE versions with reciprocal links and x-default, only where they exist', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    const doc = parseDocument(res.body, { xmlMode: true });
    const urls = DomUtils.getElementsByTagName('url', doc, true).map((u) => ({
      loc: DomUtils.textContent(DomUtils.getElementsByTagName('loc', u, true)[0] as Element),
      links: Object.fromEntries(
        DomUtils.getElementsByTagName('xhtml:link', u, true).map((l) => [l.attribs.hreflang, l.attribs.href]),
      ),
    }));
    const family = {
      'en-AE': ORIGIN + ALL,
      'ar-AE': `${ORIGIN}/ar-ae${ALL}`,
      'hi-AE': `${ORIGIN}/hi-ae${ALL}`,
      'ml-AE': `${ORIGIN}/ml-ae${ALL}`,
      'x-default': ORIGIN + ALL,
    };
    for (const loc of Object.values(family).slice(0, 4)) {
      const url = urls.find((u) => u.loc === loc);
      expect(url?.links, loc).toEqual(family);
    }
    expect(urls.some((u) => u.loc === `${ORIGIN}/hi-ae${TWO}`)).toBe(false);
    expect(urls.find((u) => u.loc === ORIGIN + TWO)?.links).toEqual({
      'en-AE': ORIGIN + TWO,
      'ar-AE': `${ORIGIN}/ar-ae${TWO}`,
      'x-default': ORIGIN + TWO,
    });
  });
});

describe('API messages in the page language', () => {
  it.each(['hi', 'ml'] as const)(
    'a 422 from POST /api/enquiry carries its message in %s (the catalogue text, not English)',
    async (lang) => {
      const d = await createDevice(app);
      const res = await app.inject({
        method: 'POST',
        url: '/api/enquiry',
        headers: { authorization: d.token, 'accept-language': lang },
        payload: {
          countryProductId: 1,
          formKey: 'tcar.vehicle',
          visitId: d.visitId,
          values: {
            carMake: 'toyota',
            carModel: 'camry',
            carYear: '2021',
            hasClaims: 'no',
            fullName: 'Jane Doe',
            emailAddress: 'jane@example.com',
            mobile: '123456789',
          },
        },
      });
      expect(res.statusCode).toBe(422);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code).toBe('RULE_FAILED');
      const english = tFor('en')(MSG.mobile.invalid);
      expect(english).toBe('Mobile number is invalid');
      expect(body.message).toBe(tFor(lang)(MSG.mobile.invalid));
      expect(body.message).not.toBe(english);
    },
  );
});
