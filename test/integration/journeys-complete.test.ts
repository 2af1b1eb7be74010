import { describe, expect, it } from 'vitest';
import { JOURNEYS } from '../../src/db/seed/journeys/index';
import type { JourneyDef } from '../../src/db/seed/journeys/build';
import { seedPages } from '../../src/db/seed/content/index';
import {
  ASYNC_ENQUIRY_PRODUCTS,
  ZCachedEnquiry,
  ZEnquiryResponse,
  ZUserFormResponse,
  type TField,
  type TFieldOption,
  type TFieldValue,
  type TForm,
} from '../../src/shared/contracts/journey';
import { localizedPath, type LangCode } from '../../src/shared/domain/locales';
import { PAGE_TYPE, productPath, PRODUCT } from '../../src/shared/domain/products';
import { ZQuotesResponse } from '../../src/shared/contracts/quotes-api';
import { QUOTES_FIRST_JOURNEY_TYPE } from '../../src/shared/contracts/journey-constants';
import { isPricedProduct } from '../../src/shared/quotes';
import { validateField } from '../../src/shared/rules/engine';
import { isFieldActive } from '../../src/shared/rules/constraints/evaluate';
import { addOffset, formatDate, todayAt, type CalendarDate } from '../../src/shared/rules/dates';
import { fillPlaceholders, withQuery } from '../../src/web/journeys/placeholders';
import { useTestApp, HIGH_WRITES } from './helpers';
import { createDevice, lastOtp } from './journey-fixtures';
import { PNG_1X1, multipartBody } from './multipart';

/**
 * docs/product/journeys.md 'Done when: every seeded journey can be completed in the running product'. Each seeded journey is
 * driven through the real API the journey island calls: the first form from GET /api/user_form, a valid answer
 * for every active field built from the definition itself (options from the field or its options url, values
 * checked with the same rule engine the server runs), the next button's action, STEP to the next form, the OTP
 * popup answered from the outbox, and the REDIRECT to the product's quotes page. Nothing here names a journey's
 * fields: a new seeded journey is covered as soon as it is in JOURNEYS.
 */

/** The three main journeys run in Arabic too (docs/ARCHITECTURE.md#principle-8). */
const ARABIC_PRODUCTS: ReadonlySet<number> = new Set([
  PRODUCT.CAR_INSURANCE,
  PRODUCT.HEALTH_INSURANCE,
  PRODUCT.TRAVEL_INSURANCE,
]);

/**
 * Answers the generator cannot derive from a field's type and rules, keyed `formKey.fieldId`. Empty: every seeded
 * field is derivable. (Candidates listed here are still checked by the rule engine.)
 */
const OVERRIDES: Readonly<Record<string, readonly TFieldValue[]>> = {};

const { app, ctx } = useTestApp({ limits: { ...HIGH_WRITES } });

/** Which option of each list a run answers: together the variants reach more constraint branches. */
type Pick = 'first' | 'last' | 'middle';

type Run = {
  journey: JourneyDef;
  lang: LangCode;
  pick: Pick;
  /** Distinct per run: OTP send limits are per number and per IP (decision 0008). */
  mobile: string;
  ip: string;
};

/** Every journey in English twice (first and last options), the Arabic ones once more (middle options). */
const RUNS: Run[] = JOURNEYS.flatMap((journey) => [
  { journey, lang: 'en' as LangCode, pick: 'first' as Pick },
  { journey, lang: 'en' as LangCode, pick: 'last' as Pick },
  ...(ARABIC_PRODUCTS.has(journey.productId)
    ? [{ journey, lang: 'ar' as LangCode, pick: 'middle' as Pick }]
    : []),
]).map((r, i) => ({
  ...r,
  mobile: `50${String(7_000_000 + i)}`,
  ip: `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`,
}));

/** The journeys of priced products once more (first options), each from its own number and address. */
const PRICED_RUNS: Run[] = JOURNEYS.filter((j) => isPricedProduct(j.productId)).map((journey, i) => ({
  journey,
  lang: 'en',
  pick: 'first',
  mobile: `50${String(8_000_000 + i)}`,
  ip: `10.78.0.${i + 1}`,
}));

function ordered(ids: string[], pick: Pick): string[] {
  if (pick === 'first') return ids;
  if (pick === 'last') return [...ids].reverse();
  const mid = Math.floor(ids.length / 2);
  return [...ids.slice(mid), ...ids.slice(0, mid)];
}

/** The product's landing page (page type 0) in the seed content. */
function landingPath(productId: number): string {
  // The product's own landing first (term also has the referral landing, group health its thank-you page).
  const landings = seedPages.filter(
    (p) => p.productId === productId && p.pageTypeId === PAGE_TYPE.LANDING && p.language === 'en',
  );
  const page = landings.find((p) => p.urlPath === `${productPath(productId)}/`) ?? landings[0];
  if (!page) throw new Error(`no landing page for product ${productId}`);
  return page.urlPath;
}

type Device = Awaited<ReturnType<typeof createDevice>>;

function api(d: Device, run: Run, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    remoteAddress: run.ip,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: { authorization: d.token, 'accept-language': run.lang },
  });
}

// ---------------------------------------------------------------------------------------------------------
// The answer generator: candidates by field type, the first one the rule engine accepts wins.

const fmt = (d: CalendarDate) => formatDate(d);
const daysFrom = (today: CalendarDate, n: number) => addOffset(today, { amount: n, unit: 'd' });
const yearsAgo = (today: CalendarDate, n: number) =>
  addOffset(addOffset(today, { amount: -n, unit: 'y' }), { amount: -10, unit: 'd' });

function dateCandidates(today: CalendarDate, birthDate: boolean): string[] {
  const near = [0, 1, 7, 30, -1, -30, 60, -60].map((n) => fmt(daysFrom(today, n)));
  const past = [30, 25, 40, 20, 50, 60, 10, 5, 1, 70].map((n) => fmt(yearsAgo(today, n)));
  return birthDate ? [...past, ...near] : [...near, ...past];
}

function numberCandidates(field: TField, suggested: { min: number; max: number } | null): string[] {
  const out: number[] = [];
  if (suggested) out.push(Math.round((suggested.min + suggested.max) / 2), suggested.min);
  for (const r of field.validations) {
    if (r.type !== 'range' || (r.subType ?? 'number') !== 'number') continue;
    const min = r.min == null ? undefined : Number(r.min);
    const max = r.max == null ? undefined : Number(r.max);
    if (min !== undefined && max !== undefined) out.push(Math.max(min, Math.min(max, min * 2)), min, max);
    else if (min !== undefined) out.push(Math.max(min * 2, 5_000), min);
    else if (max !== undefined) out.push(Math.min(max, 5_000), max);
  }
  out.push(5_000, 100, 1, 0);
  return [...new Set(out)].map(String);
}

/** An upload answer is a document id: a tiny PNG goes through POST /api/documents first, as the island does. */
async function uploadCandidates(d: Device, run: Run, field: TField): Promise<TFieldValue[]> {
  const { body, contentType } = multipartBody([
    { name: 'fieldId', data: Buffer.from(field.fieldId) },
    { name: 'file', filename: 'id.png', type: 'image/png', data: PNG_1X1 },
  ]);
  const res = await app.inject({
    method: 'POST',
    url: field.upload?.url ?? '/api/documents',
    remoteAddress: run.ip,
    payload: body,
    headers: { authorization: d.token, 'accept-language': run.lang, 'content-type': contentType },
  });
  expect(res.statusCode, `${field.fieldId}: upload ${res.body}`).toBe(200);
  return [(res.json() as { documentId: string }).documentId];
}

const TEXT_CANDIDATES: Record<string, string[]> = {
  name: ['Jane Doe', 'Jane'],
  email: ['jane.doe@example.com'],
  emiratesId: ['784-1990-1234567-1', '784199012345671'],
  text: ['Sahel Trading', 'Sahel'],
};

function memberCandidates(field: TField, today: CalendarDate): TFieldValue[] {
  const kinds = field.members ?? [];
  const entry = (id: string, i: number) => ({
    id,
    // Children young, everyone else adult; alternate genders.
    dateOfBirth: fmt(yearsAgo(today, /child/i.test(id) ? 8 + i : 32 + i)),
    gender: i % 2 === 0 ? '1' : '2',
  });
  const first = kinds[0]?.id ?? 'self';
  const oneEach = kinds.map((k, i) => entry(k.id, i));
  const upTo = (n: number) =>
    kinds.flatMap((k) => Array.from({ length: Math.min(k.max, n) }, (_x, i) => entry(k.id, i)));
  return [[entry(first, 0)], oneEach, upTo(2), upTo(3), upTo(12)];
}

async function optionsOf(
  d: Device,
  run: Run,
  field: TField,
  answers: Record<string, TFieldValue>,
): Promise<TFieldOption[]> {
  if (field.options) return field.options;
  if (!field.optionsSource) return [];
  const url = fillPlaceholders(field.optionsSource.url, answers);
  if (url === null)
    throw new Error(`${field.fieldId}: options url ${field.optionsSource.url} lacks an answer`);
  const res = await api(d, run, 'GET', url);
  expect(res.statusCode, `${field.fieldId}: GET ${url}`).toBe(200);
  const data = (res.json() as { data: TFieldOption[] }).data;
  expect(data.length, `${field.fieldId}: GET ${url} gave no options`).toBeGreaterThan(0);
  return data;
}

async function suggestionOf(
  d: Device,
  run: Run,
  field: TField,
  answers: Record<string, TFieldValue>,
): Promise<{ min: number; max: number } | null> {
  if (!field.suggestion) return null;
  const url = fillPlaceholders(field.suggestion.url, answers);
  if (url === null) throw new Error(`${field.fieldId}: suggestion url lacks an answer`);
  const res = await api(d, run, 'GET', url);
  expect(res.statusCode, `${field.fieldId}: GET ${url}`).toBe(200);
  return (res.json() as { data: { min: number; max: number } }).data;
}

async function candidatesFor(
  d: Device,
  run: Run,
  form: TForm,
  field: TField,
  answers: Record<string, TFieldValue>,
  today: CalendarDate,
): Promise<readonly TFieldValue[]> {
  const override = OVERRIDES[`${form.formKey}.${field.fieldId}`];
  if (override) return override;
  const options = async () =>
    ordered(
      (await optionsOf(d, run, field, answers)).map((o) => o.id),
      run.pick,
    );
  switch (field.fieldType) {
    case 'select':
    case 'radio':
      return options();
    case 'multiSelect':
      return (await options()).map((id) => [id]);
    case 'mobile':
    case 'altMobile':
      return [run.mobile];
    case 'input':
      if (field.inputKind === 'number')
        return numberCandidates(field, await suggestionOf(d, run, field, answers));
      return TEXT_CANDIDATES[field.inputKind ?? 'text'] ?? TEXT_CANDIDATES.text ?? [];
    case 'date':
    case 'dobPicker':
      return dateCandidates(today, field.fieldType === 'dobPicker');
    case 'dateRange':
      return [
        [7, 14],
        [1, 30],
        [0, 7],
        [30, 60],
      ].map(([a, b]) => [fmt(daysFrom(today, a ?? 0)), fmt(daysFrom(today, b ?? 0))]);
    case 'checkBox':
      return [true];
    case 'switchButton':
      return [true, false];
    case 'memberDetails':
      return memberCandidates(field, today);
    case 'upload':
      return uploadCandidates(d, run, field);
    default:
      // miscellaneous notes take no generated answer.
      throw new Error(`${form.formKey}.${field.fieldId}: no generator for ${field.fieldType}`);
  }
}

/** Valid answers for every active field of a form, screen by screen (later constraints see earlier answers). */
async function answerForm(
  d: Device,
  run: Run,
  form: TForm,
  journeyAnswers: Record<string, TFieldValue>,
): Promise<Record<string, TFieldValue>> {
  const today = todayAt(new Date());
  const values: Record<string, TFieldValue> = {};
  const all = () => new Map<string, unknown>(Object.entries({ ...journeyAnswers, ...values }));
  for (const screen of form.screens) {
    for (const field of screen.fields) {
      if (field.fieldType === 'miscellaneous') continue;
      if (!isFieldActive(field.constraints, { values: all(), today })) continue;
      const candidates = await candidatesFor(d, run, form, field, { ...journeyAnswers, ...values }, today);
      const ok = candidates.find((v) => validateField(v, field.validations, { today, values: all() }).valid);
      if (ok === undefined) {
        const why = candidates.map((v) => validateField(v, field.validations, { today, values: all() }));
        throw new Error(
          `${run.journey.name}/${run.lang}: no valid answer for ${form.formKey}.${field.fieldId}: ${JSON.stringify(why)}`,
        );
      }
      values[field.fieldId] = ok;
    }
  }
  return values;
}

// ---------------------------------------------------------------------------------------------------------

/** The product's quotes page: under its landing page (credit cards: under the listing, not the apply page). */
const expectedQuotesUrl = (productId: number, lang: LangCode, id: string) =>
  `${localizedPath(`${landingPath(productId).replace(/apply\/$/, '')}quotes/`, lang)}?enquiryId=${id}`;

async function completeJourney(
  run: Run,
): Promise<{ forms: string[]; enquiryId: string; status: string; device: Device }> {
  const { journey, lang } = run;
  const productId = journey.productId;
  const d = await createDevice(app, productId);

  const first = await api(
    d,
    run,
    'GET',
    `/api/user_form?countryProductId=${productId}&journeyType=${journey.journeyType}`,
  );
  expect(first.statusCode).toBe(200);
  let form: TForm | undefined = ZUserFormResponse.parse(first.json()).jsonData.userForm.forms[0];
  const answers: Record<string, TFieldValue> = {};
  const done: string[] = [];
  let enquiryId: string | undefined;

  for (let guard = 0; form && guard < 10; guard++) {
    const values = await answerForm(d, run, form, answers);
    Object.assign(answers, values);
    const action = form.nextButton.action;
    const url = fillPlaceholders(action.url, answers);
    if (url === null) throw new Error(`${form.formKey}: next button url ${action.url} lacks an answer`);
    const body = {
      countryProductId: productId,
      formKey: form.formKey,
      journeyType: journey.journeyType,
      values,
      visitId: d.visitId,
      utmSource: 'journeys-test',
      ...(enquiryId ? { enquiryId } : {}),
    };
    let res = await api(d, run, action.method, url, body);
    expect(res.statusCode, `${form.formKey}: ${res.body}`).toBe(200);
    let answer = ZEnquiryResponse.parse(res.json());
    enquiryId = answer.enquiryId;

    if (answer.next?.type === 'POPUP') {
      expect(answer.next.subType).toBe('OTP_VERIFICATION');
      expect(answer.data?.maskedMobile).toBe(`*****${run.mobile.slice(-4)}`);
      const otp = await lastOtp(ctx.db, run.mobile);
      res = await api(d, run, action.method, url, { ...body, enquiryId, otp, verifyBy: 'mobileNumber' });
      expect(res.statusCode, `${form.formKey} with OTP: ${res.body}`).toBe(200);
      answer = ZEnquiryResponse.parse(res.json());
      expect(answer.enquiryId).toBe(enquiryId);
    }
    expect(answer).toMatchObject({ success: true, status: 1, redirectToInsurer: null });
    done.push(form.formKey);

    const next = answer.next;
    if (next?.type === 'STEP') {
      expect(next.config?.url, `${form.formKey}: STEP without a form url`).toMatch(/^\/api\/user_form\//);
      const step = await api(
        d,
        run,
        'GET',
        withQuery(next.config?.url ?? '', { countryProductId: productId, enquiryId }),
      );
      expect(step.statusCode).toBe(200);
      const userForm = ZUserFormResponse.parse(step.json()).jsonData.userForm;
      expect(userForm.language).toBe(lang);
      form = userForm.forms[0];
      continue;
    }
    expect(next?.type, `${form.formKey}: ${JSON.stringify(next)}`).toBe('REDIRECT');
    expect(next?.config?.url).toBe(expectedQuotesUrl(productId, lang, enquiryId));
    form = undefined;
  }
  expect(form, 'journey did not end within 10 forms').toBeUndefined();
  if (!enquiryId) throw new Error('no enquiry id');

  // The quotes landing the REDIRECT names is a page of the running product.
  const quotes = await app.inject({ method: 'GET', url: expectedQuotesUrl(productId, lang, enquiryId) });
  expect(quotes.statusCode, `quotes page of product ${productId}`).toBe(200);

  const read = async () => {
    const r = await api(d, run, 'GET', `/api/enquiries/${enquiryId}`);
    expect(r.statusCode).toBe(200);
    return ZCachedEnquiry.parse(r.json());
  };
  let cached = await read();
  expect(cached.formKeys).toEqual(done);
  if (ASYNC_ENQUIRY_PRODUCTS.has(productId)) {
    expect(['processing', 'ready']).toContain(cached.status);
    const deadline = Date.now() + 30_000; // a loaded machine runs the job later, never wrongly
    while (cached.status === 'processing' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      cached = await read();
    }
    expect(cached.status).toBe('ready');
  } else {
    expect(cached.status).toBe('submitted');
  }
  // Contact values are stored on the enquiry and read back masked; the quotes-first journey (decision 0017)
  // asks for none before the quotes.
  if (journey.journeyType === QUOTES_FIRST_JOURNEY_TYPE) expect(cached.values.mobileNumber).toBeUndefined();
  else expect(cached.values.mobileNumber).toBe(`*****${run.mobile.slice(-4)}`);
  return { forms: done, enquiryId, status: cached.status, device: d };
}

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

describe('every seeded journey can be completed (docs/product/journeys.md Done when)', () => {
  it('covers the 16 products of decision 0008', () => {
    const defaults = JOURNEYS.filter((j) => j.journeyType === 1);
    expect(defaults.map((j) => j.productId).sort((a, b) => a - b)).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 18, 22, 31, 56].sort((a, b) => a - b),
    );
  });

  it.concurrent.each(
    RUNS.map(
      (r) => [`${r.journey.name} (${r.journey.productId}) in ${r.lang}, ${r.pick} options`, r] as const,
    ),
  )('%s', async (_name, run) => {
    const result = await completeJourney(run);
    expect(result.forms.length).toBeGreaterThan(0);
  });

  // docs/product/journeys.md: a visitor who finishes any insurance journey sees prices from the seeded insurers.
  it.concurrent.each(PRICED_RUNS.map((r) => [`${r.journey.name} (${r.journey.productId})`, r] as const))(
    '%s: the finished journey is priced by every insurer',
    async (_name, run) => {
      const { enquiryId, device } = await completeJourney(run);
      const res = await api(device, run, 'POST', '/api/quotes', { enquiryId, limit: 50 });
      expect(res.statusCode, res.body).toBe(200);
      const quotes = ZQuotesResponse.parse(res.json());
      expect(quotes.status).toBe('done');
      expect(quotes.insurerCount).toBeGreaterThan(0);
      expect(quotes.pricedCount).toBe(quotes.insurerCount);
      // Every insurer either quoted or said why not.
      const quoted = new Set(quotes.quotes.map((q) => q.providerId));
      expect(quoted.size + quotes.declined.length).toBe(quotes.insurerCount);
      for (const q of quotes.quotes)
        expect(q.breakdown.reduce((s, l) => s + Math.round(l.amount * 100), 0)).toBe(
          Math.round(q.premium * 100),
        );
    },
  );

  it.concurrent.each(
    RUNS.filter((r) => r.pick !== 'last').map(
      (r) => [`${r.journey.name} landing page in ${r.lang}`, r] as const,
    ),
  )('%s server-renders the journey', async (_name, run) => {
    const variant = run.journey.journeyType === 1 ? '' : `?journeyType=${run.journey.journeyType}`;
    const path = localizedPath(landingPath(run.journey.productId), run.lang) + variant;
    const res = await app.inject({ method: 'GET', url: path });
    expect(res.statusCode, path).toBe(200);
    const html = res.body;
    const userForm = ZUserFormResponse.parse(
      (
        await app.inject({
          method: 'GET',
          url: `/api/user_form?countryProductId=${run.journey.productId}&journeyType=${run.journey.journeyType}`,
          headers: {
            authorization: (await createDevice(app, run.journey.productId)).token,
            'accept-language': run.lang,
          },
          remoteAddress: run.ip,
        })
      ).json(),
    ).jsonData.userForm;
    const firstField = userForm.forms[0]?.screens[0]?.fields[0];
    expect(html).toContain('data-island="Journey"');
    expect(html).toContain(`data-field="${firstField?.fieldId}"`);
    expect(html).toContain(escapeHtml(firstField?.label ?? '?'));
    expect(html).toMatch(new RegExp(`<html[^>]*lang="${run.lang}"`));
  });
});
