import { describe, expect, it } from 'vitest';
import { listJson } from './list-json';

describe('listJson', () => {
  it('gives the same value as JSON.stringify, quotes last', () => {
    const answer = {
      title: 'Quotes "for" you',
      fields: [{ id: 'quotes', value: '"quotes":[]' }],
      quotes: [
        { planId: 1, planName: 'Gold ]}', coverAmount: null, skipped: undefined },
        { planId: 2, features: [{ key: 'a', value: '\u2028' }] },
      ],
      totalCount: 2,
    };
    const text = listJson(answer);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(answer)));
    expect(Object.keys(JSON.parse(text) as object).at(-1)).toBe('quotes');
  });

  it('answers an empty list and an answer with nothing but quotes', () => {
    expect(JSON.parse(listJson({ quotes: [] }))).toEqual({ quotes: [] });
    expect(JSON.parse(listJson({ status: 'processing', quotes: [] }))).toEqual({
      status: 'processing',
      quotes: [],
    });
  });

  it('reuses a quote text: the same quote object on another page reads the same', () => {
    const quote = { planId: 7, premium: 1200 };
    const first = listJson({ skip: 0, quotes: [quote] });
    const second = listJson({ skip: 10, quotes: [{ planId: 8 }, quote] });
    expect(JSON.parse(second)).toEqual({ skip: 10, quotes: [{ planId: 8 }, { planId: 7, premium: 1200 }] });
    expect(first).toContain(JSON.stringify(quote));
  });
});
