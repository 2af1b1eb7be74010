import { describe, expect, it } from 'vitest';
import { isolateNumbersInHtml, splitNumberRuns } from './bidi';

describe('splitNumberRuns', () => {
  it('keeps a number with its separators and percent sign as one run', () => {
    expect(splitNumberRuns('حتى 4,000 درهم و5% و10-30 سنة')).toEqual([
      { text: 'حتى ', number: false },
      { text: '4,000', number: true },
      { text: ' درهم و', number: false },
      { text: '5%', number: true },
      { text: ' و', number: false },
      { text: '10-30', number: true },
      { text: ' سنة', number: false },
    ]);
  });

  it('joins back to the text, and finds Arabic-Indic digits too', () => {
    const text = 'رقم ٤٥ لسنة 2021.';
    expect(
      splitNumberRuns(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
    expect(
      splitNumberRuns(text)
        .filter((p) => p.number)
        .map((p) => p.text),
    ).toEqual(['٤٥', '2021']);
    expect(splitNumberRuns('بلا أرقام')).toEqual([{ text: 'بلا أرقام', number: false }]);
  });
});

describe('isolateNumbersInHtml', () => {
  it('wraps numbers of the text, never attributes or character references', () => {
    expect(isolateNumbersInHtml('<p class="x1">قسط 2,417 درهم &#1583; &amp; 5%</p>')).toBe(
      '<p class="x1">قسط <bdi>2,417</bdi> درهم &#1583; &amp; <bdi>5%</bdi></p>',
    );
  });

  it('is idempotent: numbers already in <bdi> stay as they are', () => {
    const once = isolateNumbersInHtml('<li>من 300 إلى 900</li>');
    expect(once).toBe('<li>من <bdi>300</bdi> إلى <bdi>900</bdi></li>');
    expect(isolateNumbersInHtml(once)).toBe(once);
  });
});
