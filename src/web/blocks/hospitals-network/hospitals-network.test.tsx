import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import type { WidgetName } from '../../widgets/collector';
import { matchHospitals, citiesOf } from '../../widgets/hospitals-filter/filter';
import { HospitalsNetworkBlock } from './hospitals-network';
import { hospitalsAr, hospitalsEn } from './hospitals-network.fixture';

const many = {
  ...hospitalsEn,
  rows: Array.from({ length: 12 }, (_, i) => ({
    providerName: `Clinic ${i + 1}`,
    type: '',
    address: '',
    city: 'Dubai',
  })),
};

describe('HospitalsNetworkBlock', () => {
  it('accepts the fixtures and refuses bad data', () => {
    expect(ZBlock.parse(hospitalsEn)).toEqual(hospitalsEn);
    expect(ZBlock.parse(hospitalsAr)).toEqual(hospitalsAr);
    const bad = { ...hospitalsEn, rows: [{ ...hospitalsEn.rows[0], contactNumber: 'call me' }] };
    expect(ZBlock.safeParse(bad).success).toBe(false);
    expect(ZBlock.safeParse({ ...hospitalsEn, rows: [{ providerName: 'A' }] }).success).toBe(false);
  });

  it("renders 'Select City' with each city once, 'Search hospitals' and the list, in en", () => {
    const widgets = new Set<WidgetName>();
    const en = render(<HospitalsNetworkBlock block={hospitalsEn} ctx={ctxFor('en')} />, 'en', widgets);
    expect(en).toContain('Oasis Shield Insurance network hospitals');
    expect(en).toContain('Select City');
    expect(en).toContain('Search hospitals');
    expect(en.match(/<option/g)).toHaveLength(4);
    expect(en.match(/data-hospital=""/g)).toHaveLength(4);
    expect(en).toContain('href="tel:+97140000101"');
    expect(en).toContain('data-template="No Network Hospital is available at {city}."');
    // the document's rows name no place of the table: no links
    expect(en).not.toContain('/health-insurance/hospitals/');
    expect(widgets.has('hospitals-filter')).toBe(true);
  });

  it('takes its rows from the hospitals table (ctx.data) and links to the hospital and list pages (decision 0093)', () => {
    const block = { ...hospitalsEn, insurer: 'falcon-crest' };
    const data = {
      multiQuotes: {},
      hospitals: {
        [block.key]: {
          insurerSlug: 'falcon-crest',
          insurerName: 'Falcon Crest Assurance (demo)',
          total: 2,
          rows: [
            {
              slug: 'desert-rose-hospital-al-barsha',
              providerName: 'Desert Rose Hospital',
              type: 'Hospital',
              address: 'Street 1, Al Barsha',
              contactNumber: '+971 4 555 1000',
              city: 'Dubai',
            },
          ],
          cities: [
            { slug: 'dubai', name: 'Dubai', count: 1 },
            { slug: 'al-ain', name: 'Al Ain', count: 1 },
          ],
        },
      },
    };
    const en = render(<HospitalsNetworkBlock block={block} ctx={ctxFor('en', { data })} />);
    expect(en).toContain('Falcon Crest Assurance (demo) network hospitals');
    expect(en).not.toContain('Palm Bay Medical Centre');
    expect(en).toContain('href="/health-insurance/hospitals/desert-rose-hospital-al-barsha/"');
    expect(en).toContain(
      'href="/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-dubai/"',
    );
    expect(en).toContain(
      'href="/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-al-ain/"',
    );
    expect(en).toContain('href="tel:+97145551000"');
    const ar = render(<HospitalsNetworkBlock block={block} ctx={ctxFor('ar', { data })} />, 'ar');
    expect(ar).toContain(
      'href="/ar-ae/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-dubai/"',
    );
    // the data could not be loaded: the document's own rows, without links
    const failed = { multiQuotes: {}, hospitals: { [block.key]: null } };
    const fallback = render(<HospitalsNetworkBlock block={block} ctx={ctxFor('en', { data: failed })} />);
    expect(fallback).toContain('Palm Bay Medical Centre');
    expect(fallback).not.toContain('network-hospitals/');
  });

  it('renders in ar with the phone isolated', () => {
    const ar = render(<HospitalsNetworkBlock block={hospitalsAr} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('اختر المدينة');
    expect(ar).toContain('<bdi dir="ltr">+971 4 000 0101</bdi>');
  });

  it('shows 10 on desktop and 5 on mobile first, with View More List', () => {
    const desk = render(<HospitalsNetworkBlock block={many} ctx={ctxFor('en')} />);
    expect(desk.match(/<li[^>]*hidden=""/g)).toHaveLength(2);
    const mob = render(<HospitalsNetworkBlock block={many} ctx={ctxFor('en', { isMobile: true })} />);
    expect(mob.match(/<li[^>]*hidden=""/g)).toHaveLength(7);
    expect(mob).toMatch(/<button[^>]*data-hospitals-more=""[^>]*>View More List/);
  });

  it('filters by city and by case-insensitive search text', () => {
    const rows = hospitalsEn.rows.map((r) => ({ name: r.providerName, city: r.city, address: r.address }));
    expect(matchHospitals(rows, 'Dubai', '').map((r) => r.name)).toEqual([
      'Palm Bay Medical Centre',
      'Creekside General Hospital',
    ]);
    expect(matchHospitals(rows, '', 'CORNICHE').map((r) => r.name)).toEqual(['Corniche Family Clinic']);
    expect(matchHospitals(rows, 'Sharjah', 'palm')).toEqual([]);
    expect(citiesOf(rows, 'en')).toEqual(['Abu Dhabi', 'Dubai', 'Sharjah']);
  });
});
