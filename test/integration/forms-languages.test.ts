import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { readTexts } from '../../src/db/seed/data/texts';
import { ZUserFormResponse } from '../../src/shared/contracts/journey';
import { LANG_CODES } from '../../src/shared/domain/locales';
import { formsService } from '../../src/server/modules/forms/service';
import { formsRepo } from '../../src/server/modules/forms/repo';
import { seed } from '../../src/db/seed/seed';

/**
 * Journeys and option lists are seeded in every language of LOCALES (decision 0077): a request in a language gets
 * that language's own labels, read from its content files, and English only where a language has no form.
 */

let token = '';
const { app, ctx } = useTestApp();
beforeAll(async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/device',
    payload: { sourceId: 2, countryProductId: 1 },
  });
  token = String(res.headers.authorization);
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { authorization: token, ...headers } });

const texts = (lang: string, file: string): Record<string, string> => {
  const t = readTexts(lang, file);
  if (!t) throw new Error(`content/${lang}/${file}.json is missing`);
  return t;
};

describe('journeys in every language', () => {
  it.each(LANG_CODES)('GET /api/user_form?countryProductId=1 in %s answers its own labels', async (lang) => {
    const res = await get('/api/user_form?countryProductId=1', { 'accept-language': lang });
    expect(res.statusCode).toBe(200);
    const { userForm } = ZUserFormResponse.parse(res.json()).jsonData;
    expect(userForm.language).toBe(lang);
    const car = texts(lang, 'journeys/car');
    const form = userForm.forms[0];
    expect(form?.title).toBe(car['vehicle.title']);
    expect(form?.screens[0]?.title).toBe(car['vehicle.step1']);
    const make = form?.screens[0]?.fields.find((f) => f.fieldId === 'carMake');
    expect(make?.label).toBe(car['carMake.label']);
    expect(form?.nextButton.label).toBe(texts(lang, 'journeys/common')['button.continue']);
    // Not the English text served under another language's name.
    if (lang !== 'en') expect(make?.label).not.toBe(texts('en', 'journeys/car')['carMake.label']);
  });

  it('reads the browser header as sent on hi and ml pages (region and weights)', async () => {
    for (const [header, lang] of [
      ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
      ['ml-IN,ml;q=0.9', 'ml'],
    ] as const) {
      const res = await get(
        '/api/user_form/car.driver?countryProductId=1&enquiryId=abcdefghijklmnopqrstuvwx',
        {
          'accept-language': header,
        },
      );
      const { userForm } = ZUserFormResponse.parse(res.json()).jsonData;
      expect(userForm.language, header).toBe(lang);
      const nationality = userForm.forms[0]?.screens[0]?.fields.find((f) => f.fieldId === 'nationality');
      expect(nationality?.label).toBe(texts(lang, 'journeys/car')['nationality.label']);
    }
  });

  it('falls back to English for a language whose form is not stored', async () => {
    const repo = formsRepo(ctx.db);
    const withoutHindi = {
      byKey: async (...a: Parameters<typeof repo.byKey>) =>
        (await repo.byKey(...a)).filter((r) => r.language !== 'hi'),
      byStage: async (...a: Parameters<typeof repo.byStage>) =>
        (await repo.byStage(...a)).filter((r) => r.language !== 'hi'),
    };
    const s = formsService(withoutHindi, { log: { warn: () => undefined } });
    const hi = await s.getUserForm({ productId: 1, journeyType: 1, pageTypeId: 0, language: 'hi' });
    expect(hi?.language).toBe('en');
    const ml = await formsService(repo, { log: { warn: () => undefined } }).getUserForm({
      productId: 1,
      journeyType: 1,
      pageTypeId: 0,
      language: 'ml',
    });
    expect(ml?.language).toBe('ml');
  });
});

describe('option lists in every language', () => {
  it.each(LANG_CODES)('GET /api/options/proofTypes and cities in %s answer its own labels', async (lang) => {
    const insurance = texts(lang, 'options/insurance');
    const proof = await get('/api/options/proofTypes', { 'accept-language': lang });
    expect(proof.statusCode).toBe(200);
    expect(proof.json().data).toEqual([
      { id: '1', label: insurance['proofTypes.1'] },
      { id: '2', label: insurance['proofTypes.2'] },
    ]);
    const cities = await get('/api/options/cities/dubai', { 'accept-language': lang });
    expect(cities.json().data[1]).toEqual({
      id: 'jebel-ali',
      label: texts(lang, 'options/places')['cities.dubai.jebel-ali'],
    });
  });
});

describe('the seed', () => {
  it('reports no form or option-list text missing in any language (its report lists them by file and key)', async () => {
    const r = await seed(ctx.db, { demo: false });
    expect(r.missingTexts.filter((line) => /^content\/\w+\/(journeys|options)\//.test(line))).toEqual([]);
    expect(r.forms % LANG_CODES.length).toBe(0);
  });
});
