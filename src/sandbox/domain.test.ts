import { describe, expect, it } from 'vitest';
import { ZInsurerEvent } from '../shared/contracts/policies';
import {
  cardOutcome,
  coverDates,
  declinedEvent,
  groupedCard,
  insurerPrefix,
  issuedEvent,
  newEventId,
  policyNumberOf,
} from './domain';

describe('test cards', () => {
  it('approves 4242…, declines 4000…0002, refuses anything else; spaces and dashes allowed', () => {
    expect(cardOutcome('4242424242424242')).toBe('approve');
    expect(cardOutcome(' 4242 4242 4242 4242 ')).toBe('approve');
    expect(cardOutcome('4242-4242-4242-4242')).toBe('approve');
    expect(cardOutcome('4000 0000 0000 0002')).toBe('decline');
    expect(cardOutcome('4000000000000002')).toBe('decline');
    for (const other of [
      '',
      '4242',
      '4242 4242 4242 4241',
      '5555 5555 5555 4444',
      '42424242424242424',
      'abcd',
    ])
      expect(cardOutcome(other), other).toBe('other');
    expect(groupedCard('4000000000000002')).toBe('4000 0000 0000 0002');
  });
});

describe('policy numbers', () => {
  it('per insurer and product, unique by the checkout sequence', () => {
    expect(insurerPrefix('Falcon Crest Assurance (demo)', 'falcon-crest')).toBe('FCA');
    expect(insurerPrefix('Saffron Shield Takaful (demo)', 'saffron-shield')).toBe('SST');
    expect(insurerPrefix('Zed (demo)', 'zed-insurance-co')).toBe('ZIC');
    expect(policyNumberOf('FCA', 1, 2026, 123)).toBe('FCA-MOT-2026-000123');
    expect(policyNumberOf('SST', 2, 2026, 7)).toBe('SST-TRV-2026-000007');
    expect(policyNumberOf('SST', 3, 2027, 1_234_567)).toBe('SST-MED-2027-1234567');
    expect(policyNumberOf('SST', 14, 2027, 9)).toBe('SST-HOM-2027-000009');
    expect(policyNumberOf('SST', 5, 2027, 9)).toBe('SST-GEN-2027-000009');
  });
});

describe('cover dates (Asia/Dubai)', () => {
  it('runs a car policy 13 months less a day, the others a year less a day, from the UAE day', () => {
    expect(coverDates(new Date('2026-11-29T08:00:00Z'), 1)).toEqual({
      startDate: '2026-11-29',
      endDate: '2027-12-28',
    });
    expect(coverDates(new Date('2026-11-29T08:00:00Z'), 2)).toEqual({
      startDate: '2026-11-29',
      endDate: '2027-11-28',
    });
    // 20:30 UTC is already the next day in Dubai (UTC+4).
    expect(coverDates(new Date('2026-12-31T20:30:00Z'), 14)).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    });
    // A leap day: a year on is 28 February, less a day.
    expect(coverDates(new Date('2028-02-29T06:00:00Z'), 3)).toEqual({
      startDate: '2028-02-29',
      endDate: '2029-02-27',
    });
  });
});

describe('events', () => {
  const handoffId = `${'a'.repeat(43)}.${'b'.repeat(22)}`;
  const proposal = {
    quoteId: 'q'.repeat(24),
    productId: 1,
    price: { premiumFils: 100_000, vatFils: 5_000, totalFils: 105_000, currency: 'AED' as const },
  };
  const now = new Date('2026-11-29T08:00:00Z');

  it('policy.issued carries the honoured price, the number, the cover and the documents, and fits the contract', () => {
    const e = issuedEvent({
      id: newEventId(),
      now,
      handoffId,
      proposal,
      policyNumber: 'FCA-MOT-2026-000001',
    });
    expect(ZInsurerEvent.parse(e)).toEqual(e);
    expect(e.data).toMatchObject({ premiumFils: 100_000, vatFils: 5_000, startDate: '2026-11-29' });
    expect(e.data.documents?.map((d) => d.kind)).toEqual(['schedule', 'certificate', 'wording']);
  });

  it('payment.declined names only the purchase; event ids are new each time', () => {
    const e = declinedEvent({ id: newEventId(), now, handoffId, proposal });
    expect(ZInsurerEvent.parse(e).data).toEqual({ handoffId, quoteId: proposal.quoteId });
    expect(newEventId()).not.toBe(newEventId());
    expect(newEventId()).toMatch(/^sbx_[A-Za-z0-9_-]{22}$/);
  });
});
