import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMIRATES_ID_PATTERN } from '../../rules/inputs';
import { DEMO_BUREAU, bureauRecordFor, normaliseEmiratesId } from './bureau';
import { CREDIT_SCORE_BAND_IDS, creditScoreOf } from './model';

/** The Luhn check over a digit string (true when valid). */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

describe('the demo bureau', () => {
  it('holds at least 12 people with distinct, obviously fictional Emirates IDs that pass the journey’s format', () => {
    expect(DEMO_BUREAU.length).toBeGreaterThanOrEqual(12);
    const ids = DEMO_BUREAU.map((p) => p.emiratesId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, id] of ids.entries()) {
      expect(id).toMatch(/^784-(19|20)\d{2}-\d{7}-\d$/);
      expect(new RegExp(EMIRATES_ID_PATTERN).test(id)).toBe(true);
      // Serials 0000001, 0000002, …: a demo marker.
      expect(id.slice(9, 16)).toBe(String(i + 1).padStart(7, '0'));
      // The last digit fails the Luhn check, so no demo id is a validly issued number.
      expect(luhnValid(id.replace(/-/g, ''))).toBe(false);
    }
  });

  it('every person maps to their band, and all five bands appear', () => {
    for (const p of DEMO_BUREAU) expect([p.emiratesId, p.result.band]).toEqual([p.emiratesId, p.demoBand]);
    expect(new Set(DEMO_BUREAU.map((p) => p.result.band))).toEqual(new Set(CREDIT_SCORE_BAND_IDS));
  });

  it('scores are the model over the record (computed, not stored), and every record is fully reported', () => {
    for (const p of DEMO_BUREAU) {
      expect(p.result).toEqual(creditScoreOf(p.record));
      expect(p.result.missing).toEqual([]);
      expect(Object.keys(p.record)).toHaveLength(9);
      for (const v of Object.values(p.record)) expect(Number.isInteger(v) && v >= 0).toBe(true);
    }
  });

  it('covers the clamps and three band edges (900, 300, 780, 720, 660)', () => {
    const score = (id: string) => bureauRecordFor(id)?.result.score;
    expect(score('784-1975-0000001-1')).toBe(900);
    expect(score('784-1983-0000011-1')).toBe(300);
    expect([score('784-1988-0000003-3'), score('784-1990-0000010-0'), score('784-1996-0000015-5')]).toEqual([
      780, 720, 660,
    ]);
  });

  it('worked example: 784-1984-0000008-8 scores 630 (fair)', () => {
    // 3 cards, 15,750 of 45,000 = 3,500 bp (30–49 %) 0; 5,000 of 15,000 = 3,333 bp (30–39 %) 0;
    // 1 missed −70; 7 years +30; 0 applications +20; 3 cards 0; 1 loan 0 → 650 − 70 + 30 + 20 = 630
    expect(bureauRecordFor('784-1984-0000008-8')?.result).toMatchObject({
      score: 630,
      band: 'fair',
      factors: [
        { id: 'missedPayments', direction: 'down', points: 70 },
        { id: 'creditHistory', direction: 'up', points: 30 },
        { id: 'recentApplications', direction: 'up', points: 20 },
      ],
    });
  });

  it('is deeply frozen', () => {
    expect(Object.isFrozen(DEMO_BUREAU)).toBe(true);
    expect(Object.isFrozen(DEMO_BUREAU[0])).toBe(true);
    expect(Object.isFrozen(DEMO_BUREAU[0]?.record)).toBe(true);
    expect(Object.isFrozen(DEMO_BUREAU[0]?.result.factors[0])).toBe(true);
  });
});

describe('bureauRecordFor', () => {
  const person = DEMO_BUREAU[3];

  it('finds a person with dashes, without, with spaces, other dashes and native digits', () => {
    expect(person?.emiratesId).toBe('784-1979-0000004-4');
    for (const written of [
      '784-1979-0000004-4',
      '784197900000044',
      ' 784 1979 0000004 4 ',
      '784–1979–0000004–4',
      '784.1979.0000004.4',
      '٧٨٤-١٩٧٩-٠٠٠٠٠٠٤-٤',
    ])
      expect(bureauRecordFor(written)).toBe(person);
  });

  it('answers null for an unknown, malformed or non-784 id', () => {
    for (const text of [
      '784-1979-0000004-5',
      '784-1979-0000004',
      '785-1979-0000004-4',
      '',
      'abc',
      '784x197900000044',
    ])
      expect(bureauRecordFor(text)).toBeNull();
  });

  it('normalises to the 15 digits, or null', () => {
    expect(normaliseEmiratesId('784 - 1990 - 0000010 - 0')).toBe('784199000000100');
    expect(normaliseEmiratesId('7841990000001000')).toBeNull();
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = bureauRecordFor(text);
        expect(r === null || DEMO_BUREAU.includes(r)).toBe(true);
      }),
    );
  });
});
