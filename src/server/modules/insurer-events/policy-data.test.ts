import { describe, expect, it } from 'vitest';
import { ZPolicyData } from '../../../shared/contracts/account';
import { policyDataOf } from './policy-data';

/** The policy document written at issue (decision 0085): catalogue words in English, figures from the event. */

const en = (t: string) => ({ en: t, ar: `${t} (ar)` });
const insurer = {
  name: en('Falcon Crest Assurance (demo)'),
  claimsPhone: '800 0101',
  claimsEmail: 'c@x.example',
};
const plan = {
  planName: en('Comprehensive (garage)'),
  coverInfo: [
    { row1: en('Cover'), row2: en('Comprehensive') },
    { row1: en('Repair'), row2: en('Approved garage') },
  ],
  limits: [
    { name: en('Cover'), value: en('repeated label: kept once') },
    { name: en('Standard excess'), value: en('AED 500') },
  ],
};
const breakdown = {
  lines: [
    { kind: 'base', labelKey: 'quotes:lines.baseThirdParty', params: { bodyType: 'sedan' } },
    { kind: 'addOn', labelKey: 'quotes:lines.addOn.paPassengers', params: { seats: 4 } },
  ],
};
const event = {
  premiumFils: 150_000,
  vatFils: 7_500,
  documents: [{ kind: 'schedule' as const, name: 'Schedule' }],
};

describe('policyDataOf', () => {
  it('takes names from the catalogue, cover from the plan and the add-ons priced, the total paid, the ids', () => {
    const d = policyDataOf({ insurer, plan, planId: 101, breakdown, quoteId: 'Q'.repeat(24), event });
    expect(ZPolicyData.safeParse(d).success).toBe(true);
    expect(d.insurer).toEqual({
      name: 'Falcon Crest Assurance (demo)',
      claimsPhone: '800 0101',
      claimsEmail: 'c@x.example',
    });
    expect(d.planName).toBe('Comprehensive (garage)');
    expect(d.cover).toEqual([
      { label: 'Cover', value: 'Comprehensive' },
      { label: 'Repair', value: 'Approved garage' },
      { label: 'Standard excess', value: 'AED 500' },
      { label: 'Personal accident cover for passengers (seats: 4)', value: 'Included' },
    ]);
    expect(d.premiumAed).toBe(1575);
    expect(d.documents).toEqual([{ name: 'Schedule', kind: 'schedule' }]);
    expect(d).toMatchObject({ planId: 101, quoteId: 'Q'.repeat(24) });
  });

  it('still writes a valid document when the catalogue rows are gone (empty names, no cover, no plan id)', () => {
    const d = policyDataOf({
      insurer: null,
      plan: null,
      planId: null,
      breakdown: null,
      quoteId: 'Q'.repeat(24),
      event: { premiumFils: 100, vatFils: 5 },
    });
    expect(ZPolicyData.safeParse(d).success).toBe(true);
    expect(d).toMatchObject({
      insurer: { name: '', claimsPhone: '', claimsEmail: '' },
      planName: '',
      cover: [],
      documents: [],
    });
    expect(d.premiumAed).toBe(1.05);
    expect('planId' in d).toBe(false);
  });

  it('keeps at most 12 cover lines', () => {
    const many = {
      ...plan,
      coverInfo: [],
      limits: Array.from({ length: 20 }, (_, i) => ({ name: en(`Limit ${i}`), value: en('AED 1') })),
    };
    const d = policyDataOf({ insurer, plan: many, planId: 1, breakdown, quoteId: 'Q'.repeat(24), event });
    expect(d.cover).toHaveLength(12);
  });
});
