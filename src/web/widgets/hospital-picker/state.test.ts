import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import type { TNetworkMatch, TQuote } from '../../../shared/contracts/quotes-api';
import { isQuote } from '../../../shared/contracts/quotes-api-guards';
import { createTranslator } from '../../../shared/i18n/translator';
import en from '../../../shared/i18n/locales/en/hospitalPicker.json';
import ar from '../../../shared/i18n/locales/ar/hospitalPicker.json';
import hi from '../../../shared/i18n/locales/hi/hospitalPicker.json';
import ml from '../../../shared/i18n/locales/ml/hospitalPicker.json';
import { sortQuotes } from '../../quotes/list';
import { quoteFixture } from '../../quotes/quotes.fixture';
import { KEEP_MY_DOCTOR_MAX } from '../../../shared/contracts/quotes-api-constants';
import { MatchLine } from './match-line';
import { placesOfQuotes } from './pending';
import {
  atLimit,
  createSearch,
  initialPicker,
  pick,
  pickerReducer,
  PICKER_MAX,
  removePlace,
  searchUrl,
  type Place,
} from './state';

const match = (matched: number, total = 2): TNetworkMatch => ({
  matched,
  total,
  hospitals: Array.from({ length: total }, (_, i) => ({
    providerId: 100 + i,
    providerName: `Place ${i + 1}`,
    inNetwork: i < matched,
  })),
});
const ids = (list: readonly { planId: number }[]) => list.map((q) => q.planId);
const place = (providerId: number): Place => ({ providerId, providerName: `Place ${providerId}` });

describe('NETWORK_MATCH_DESC in the browser (decision 0099)', () => {
  const list: TQuote[] = [
    quoteFixture({ planId: 1, premium: 900, priority: 1, networkMatch: match(1) }),
    quoteFixture({ planId: 2, premium: 700, priority: 2, networkMatch: match(2), showPriceOnRequest: 1 }),
    quoteFixture({ planId: 3, premium: 1200, priority: 3, networkMatch: match(2) }),
    quoteFixture({ planId: 4, premium: 800, priority: 4, networkMatch: match(0) }),
    quoteFixture({ planId: 5, premium: 1200, priority: 0, networkMatch: match(2) }),
    quoteFixture({ planId: 6, premium: 500, priority: 5 }),
  ];

  it('puts the most matched first, then the price (price on request last), then priority', () => {
    expect(ids(sortQuotes(list, 'NETWORK_MATCH_DESC'))).toEqual([5, 3, 2, 1, 6, 4]);
  });

  it('the browser guard takes a quote with its match and refuses a malformed one', () => {
    expect(isQuote(quoteFixture({ networkMatch: match(1) }))).toBe(true);
    expect(isQuote(quoteFixture({ networkMatch: { ...match(1), matched: 3 } }))).toBe(false);
    expect(isQuote({ ...quoteFixture(), networkMatch: { matched: 1, total: 1, hospitals: 'x' } })).toBe(
      false,
    );
  });
});

describe("the picker's state (decision 0099)", () => {
  it('searches only from 2 characters; shorter says so, empty says nothing', () => {
    let s = pickerReducer(initialPicker(), { type: 'typed', query: 'a' });
    expect(s.status).toBe('short');
    s = pickerReducer(s, { type: 'typed', query: '  ' });
    expect(s.status).toBe('idle');
    s = pickerReducer(s, { type: 'typed', query: 'al' });
    expect(s.status).toBe('loading');
  });

  it('drops an answer of an older turn, shows the current one and highlights its first option', () => {
    let s = pickerReducer(initialPicker(), { type: 'typed', query: 'al' });
    const old = s.turn;
    s = pickerReducer(s, { type: 'typed', query: 'al n' });
    s = pickerReducer(s, { type: 'results', turn: old, results: [place(1)] });
    expect(s.status).toBe('loading');
    expect(s.results).toEqual([]);
    s = pickerReducer(s, { type: 'results', turn: s.turn, results: [place(2), place(3)] });
    expect(s).toMatchObject({ status: 'done', open: true, active: 0 });
    expect(s.results.map((p) => p.providerId)).toEqual([2, 3]);
    const empty = pickerReducer(pickerReducer(s, { type: 'typed', query: 'zz' }), {
      type: 'results',
      turn: s.turn + 1,
      results: [],
    });
    expect(empty).toMatchObject({ status: 'done', open: true, active: -1, results: [] });
  });

  it('moves through the options with wrap-around, closes on Escape, fails only for its own turn', () => {
    let s = pickerReducer(initialPicker(), { type: 'typed', query: 'al' });
    s = pickerReducer(s, { type: 'results', turn: s.turn, results: [place(1), place(2), place(3)] });
    s = pickerReducer(s, { type: 'move', by: 1 });
    expect(s.active).toBe(1);
    s = pickerReducer(pickerReducer(s, { type: 'move', by: 1 }), { type: 'move', by: 1 });
    expect(s.active).toBe(0);
    s = pickerReducer(s, { type: 'move', by: -1 });
    expect(s.active).toBe(2);
    s = pickerReducer(s, { type: 'close' });
    expect(s).toMatchObject({ open: false, active: -1 });
    expect(pickerReducer(s, { type: 'failed', turn: s.turn - 1 })).toBe(s);
    expect(pickerReducer(s, { type: 'failed', turn: s.turn }).status).toBe('failed');
    const picked = pickerReducer(s, { type: 'picked' });
    expect(picked).toMatchObject({ query: '', status: 'idle', results: [], open: false });
    expect(picked.turn).toBeGreaterThan(s.turn);
  });

  it('chooses at most five places (the contract limit), never one twice, and removes one', () => {
    expect(PICKER_MAX).toBe(KEEP_MY_DOCTOR_MAX);
    let chosen: Place[] = [];
    for (const id of [1, 2, 3, 4, 5]) chosen = pick(chosen, place(id)).chosen;
    expect(chosen.map((p) => p.providerId)).toEqual([1, 2, 3, 4, 5]);
    expect(atLimit(chosen)).toBe(true);
    expect(pick(chosen, place(6))).toMatchObject({ added: false, reason: 'limit' });
    expect(pick(chosen.slice(0, 2), place(2))).toMatchObject({ added: false, reason: 'repeat' });
    chosen = removePlace(chosen, 3);
    expect(atLimit(chosen)).toBe(false);
    expect(pick(chosen, place(6)).chosen.map((p) => p.providerId)).toEqual([1, 2, 4, 5, 6]);
  });

  it('reads the saved choice back from the first quote with a match, in the order chosen', () => {
    expect(placesOfQuotes([quoteFixture()])).toBeNull();
    expect(placesOfQuotes([quoteFixture(), quoteFixture({ networkMatch: match(1, 3) })])).toEqual([
      { providerId: 100, providerName: 'Place 1' },
      { providerId: 101, providerName: 'Place 2' },
      { providerId: 102, providerName: 'Place 3' },
    ]);
  });

  it('asks the search call with the trimmed name and a small limit', () => {
    expect(searchUrl('  Al Noor ')).toBe('/api/network-hospitals/search?providerName=Al+Noor&limit=8');
  });
});

describe('the search waits 300 ms and aborts the request it replaces', () => {
  afterEach(() => void vi.useRealTimers());

  it('sends one request 300 ms after the last key, aborting the one in flight', () => {
    vi.useFakeTimers();
    const runs: { query: string; turn: number; signal: AbortSignal }[] = [];
    const search = createSearch((query, turn, signal) => runs.push({ query, turn, signal }));
    search.schedule('al', 1);
    vi.advanceTimersByTime(299);
    search.schedule('al n', 2);
    vi.advanceTimersByTime(299);
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(runs.map((r) => [r.query, r.turn])).toEqual([['al n', 2]]);
    search.schedule('al no', 3);
    expect(runs[0]?.signal.aborted).toBe(true);
    search.schedule('a', 4); // too short: only cancels
    vi.advanceTimersByTime(1000);
    expect(runs).toHaveLength(1);
    search.now('al', 5);
    expect(runs.map((r) => r.turn)).toEqual([2, 5]);
    search.cancel();
    expect(runs[1]?.signal.aborted).toBe(true);
  });
});

describe('texts in four languages (decision 0099)', () => {
  const CATALOGUES = { en, ar, hi, ml } as const;

  it('says the card line with plural forms and marks each place in or out by words, not colour', () => {
    for (const lang of ['en', 'ar', 'hi', 'ml'] as const) {
      const t = createTranslator(lang, { [lang]: { p: CATALOGUES[lang].card } }, { defaultNs: 'p' }).t;
      for (const total of [1, 2, 3, 5]) {
        const line = t('match', { count: total, matched: 1 });
        expect(line, `${lang} ${total}`).not.toContain('{{');
        expect(line, `${lang} ${total}`).toContain('1');
      }
      const html = renderToStaticMarkup(createElement(MatchLine, { match: match(1, 2), t }));
      expect(html).toContain('✓');
      expect(html).toContain('✗');
      const text = html.replace(/&#x27;/g, "'");
      expect(text).toContain(t('inNetwork'));
      expect(text).toContain(t('notInNetwork'));
      expect(html).toContain('data-matched="1"');
    }
    const tEn = createTranslator('en', { en: { p: en.card } }, { defaultNs: 'p' }).t;
    expect(tEn('match', { count: 3, matched: 3 })).toBe('3 of 3 of your hospitals');
  });

  it('has every key in every language, none left in English in hi and ml', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
    const enKeys = new Set(keys(en).map(base));
    for (const [lang, c] of Object.entries(CATALOGUES)) {
      expect(new Set(keys(c).map(base)), lang).toEqual(enKeys);
      if (lang === 'hi' || lang === 'ml') {
        const flat = (o: object): string[] =>
          Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : flat(v as object)));
        const english = new Set(flat(en));
        expect(
          flat(c).filter((v) => english.has(v)),
          lang,
        ).toEqual([]);
      }
    }
  });
});
