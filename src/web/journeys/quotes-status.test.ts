import { describe, expect, it } from 'vitest';
import { catalogues } from '../../shared/i18n/catalogues';
import { detailsOf, summaryOf, viewOf } from './quotes-status';

const en = catalogues.en.journey.quotes.result;
const ar = catalogues.ar.journey.quotes.result;

describe('quotes landing: job result summary', () => {
  it('turns each result kind into one translated sentence', () => {
    expect(summaryOf({ kind: 'creditScore', score: 712, band: 'good' }, en, 'en')).toBe(
      'Your demo credit score is 712 (good).',
    );
    expect(summaryOf({ kind: 'healthPlans', plans: 9, members: 3 }, en, 'en')).toBe(
      '9 demo plans match the 3 members you want to insure.',
    );
    const application = {
      kind: 'cardApplication',
      cardName: { en: 'Oasis Cashback (demo)', ar: 'واحة كاش باك (تجريبي)' },
      bankName: { en: 'Falcon Bank (demo)', ar: 'بنك الصقر (تجريبي)' },
      minimumIncome: 8000,
      monthlyIncome: 15000,
      eligible: true,
    };
    expect(summaryOf(application, en, 'en')).toBe(
      'Your application for Oasis Cashback (demo) (Falcon Bank (demo)) is received. This is a demo: no bank receives it.',
    );
    expect(summaryOf(application, ar, 'ar')).toContain('واحة كاش باك');
    expect(detailsOf(application, en, 'en')).toEqual([
      "Your monthly income of AED 15,000 meets the card's minimum of AED 8,000.",
    ]);
    expect(detailsOf({ ...application, monthlyIncome: 6000, eligible: false }, en, 'en')[0]).toContain(
      'is below the card',
    );
  });

  it('speaks Arabic with the Arabic band name', () => {
    const text = summaryOf({ kind: 'creditScore', score: 801, band: 'excellent' }, ar, 'ar') ?? '';
    expect(text).toContain('ممتازة');
    expect(text).not.toMatch(/excellent/);
  });

  it('shows nothing for unknown or malformed results (never raw field names)', () => {
    expect(summaryOf({ kind: 'other', secret: 'x' }, en, 'en')).toBeNull();
    expect(summaryOf({ kind: 'creditScore', score: 500, band: '__proto__' }, en, 'en')).toBeNull();
    expect(summaryOf(null, en, 'en')).toBeNull();
    expect(summaryOf([1, 2], en, 'en')).toBeNull();
    expect(summaryOf({ kind: 'healthPlans', plans: 9 }, en, 'en')).toBeNull();
    expect(summaryOf({ kind: 'creditScore', band: 'good' }, en, 'en')).toBeNull();
  });

  it('explains a credit score: its source and the factors that moved it (decision 0016)', () => {
    const result = {
      kind: 'creditScore',
      score: 540,
      band: 'poor',
      source: 'declared',
      factors: [
        { id: 'missedPayments', direction: 'down', points: 140 },
        { id: 'utilisation', direction: 'down', points: 60 },
        { id: 'creditHistory', direction: 'up', points: 30 },
      ],
    };
    expect(detailsOf(result, en, 'en')).toEqual([
      'Worked out from what you told us. This is a demo score, not an AECB credit score.',
      'Missed payments: lowered it by 140 points',
      'How much of your card limits you use: lowered it by 60 points',
      'How long you have had credit: raised it by 30 points',
    ]);
    const arabic = detailsOf({ ...result, source: 'bureau' }, ar, 'ar');
    expect(arabic[0]).toContain('التجريبي');
    expect(arabic[1]).toContain('الدفعات الفائتة');
    // Unknown factors and other kinds add nothing.
    expect(
      detailsOf({ ...result, factors: [{ id: 'secret', direction: 'up', points: 1 }] }, en, 'en'),
    ).toHaveLength(1);
    expect(detailsOf({ kind: 'healthPlans', plans: 2, members: 1 }, en, 'en')).toEqual([]);
  });

  it('maps statuses to views', () => {
    expect(viewOf('a', 'ready', {}, false).kind).toBe('received');
    expect(viewOf('a', 'processing', {}, true).kind).toBe('preparing');
    expect(viewOf('a', 'failed', {}, true).kind).toBe('failed');
    expect(viewOf('a', 'ready', {}, true, () => 'done')).toEqual({
      kind: 'ready',
      id: 'a',
      summary: 'done',
      details: [],
    });
  });
});
