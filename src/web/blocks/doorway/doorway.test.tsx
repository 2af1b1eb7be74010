import { describe, expect, it } from 'vitest';
import { ZBlock } from '../../../shared/contracts/blocks';
import { ctxFor, render } from '../commerce-common/render';
import type { WidgetName } from '../../widgets/collector';
import { readMobile, sameSitePath } from '../../widgets/doorway/enhance';
import { DoorwayBlock, doorwayHref, doorwayProductId } from './doorway';
import { doorwayAr, doorwayEn, doorwayType3Ar, doorwayType3En } from './doorway.fixture';

const hiddenCards = (html: string) => (html.match(/<li class="doorway__card"[^>]*hidden=""/g) ?? []).length;

describe('DoorwayBlock', () => {
  it('accepts the fixtures and refuses bad data', () => {
    for (const f of [doorwayEn, doorwayAr, doorwayType3En, doorwayType3Ar])
      expect(ZBlock.parse(f)).toEqual(f);
    const badType = { ...doorwayEn, fieldValues: { ...doorwayEn.fieldValues, type: 4 } };
    expect(ZBlock.safeParse(badType).success).toBe(false);
    const badRef = { ...doorwayEn, data: [{ ...doorwayEn.data[0], refUrl: '//evil.example' }] };
    expect(ZBlock.safeParse(badRef).success).toBe(false);
  });

  it('links base path plus refUrl with a trailing slash, in the page language', () => {
    expect(doorwayHref('/car-insurance/', 'toyota', 'en')).toBe('/car-insurance/toyota/');
    expect(doorwayHref('/car-insurance/', 'toyota/', 'ar')).toBe('/ar-ae/car-insurance/toyota/');
    const en = render(<DoorwayBlock block={doorwayEn} ctx={ctxFor('en')} />);
    expect(en).toContain('href="/car-insurance/toyota/"');
  });

  it('shows 12 cards on desktop and 6 on mobile, with Expand', () => {
    const widgets = new Set<WidgetName>();
    const desk = render(<DoorwayBlock block={doorwayEn} ctx={ctxFor('en')} />, 'en', widgets);
    expect(hiddenCards(desk)).toBe(2);
    expect(desk).toMatch(/data-label-more="Expand" data-label-less="Collapse"/);
    expect(widgets.has('doorway')).toBe(true);
    const mob = render(<DoorwayBlock block={doorwayEn} ctx={ctxFor('en', { isMobile: true })} />);
    expect(hiddenCards(mob)).toBe(8);
  });

  it('uses the secondary image when asked and none when hidden', () => {
    const secondary = {
      ...doorwayEn,
      fieldValues: { ...doorwayEn.fieldValues, imageType: 'secondary' as const },
      data: [{ ...doorwayEn.data[0]!, secondaryImageUrl: '/assets/demo/b.svg' }],
    };
    expect(render(<DoorwayBlock block={secondary} ctx={ctxFor('en')} />)).toContain(
      'src="/assets/demo/b.svg"',
    );
    expect(render(<DoorwayBlock block={doorwayType3En} ctx={ctxFor('en')} />)).not.toContain('<img');
  });

  it("type 3 has 'Know More' and 'Get Quotes' with a consent lead form", () => {
    const en = render(<DoorwayBlock block={doorwayType3En} ctx={ctxFor('en')} />);
    expect(en).toContain('Know More');
    expect(en).toMatch(
      /<a class="doorway__quotes" href="\/car-insurance\/" data-get-quotes="Comprehensive cover">Get Quotes/,
    );
    expect(en).toContain('<dialog class="doorway-lead"');
    expect(en).toContain('<input type="checkbox" required="" name="consent"/>');
    expect(en).toContain('data-json="doorway-lead"');
    const ar = render(<DoorwayBlock block={doorwayType3Ar} ctx={ctxFor('ar')} />, 'ar');
    expect(ar).toContain('احصل على عروض الأسعار');
    expect(ar).toContain('href="/ar-ae/car-insurance/third-party/"');
  });

  it("leads go to the cards' product (the base path's), else the page's", () => {
    expect(doorwayProductId('/car-insurance/', 17)).toBe(1);
    expect(doorwayProductId('/health-insurance/dubai/', 1)).toBe(3);
    expect(doorwayProductId('/', 7)).toBe(7);
    const home = render(<DoorwayBlock block={doorwayType3En} ctx={ctxFor('en', { productId: 17 })} />);
    expect(home).toContain('"productId":1,');
  });

  it('checks the mobile number and follows only same-site redirects', () => {
    expect(readMobile('').problem).toBe('required');
    expect(readMobile('12345').problem).toBe('invalid');
    expect(readMobile('511234567').problem).toBe('invalid');
    expect(readMobile('+971 50 123 4567')).toEqual({ digits: '501234567', problem: null });
    expect(readMobile('050-123-4567')).toEqual({ digits: '501234567', problem: null });
    expect(sameSitePath('/car-insurance/?leadId=1')).toBe('/car-insurance/?leadId=1');
    expect(sameSitePath('//evil.example/')).toBeUndefined();
    expect(sameSitePath('https://evil.example/')).toBeUndefined();
  });

  it('renders nothing without cards', () => {
    expect(render(<DoorwayBlock block={{ ...doorwayEn, data: [] }} ctx={ctxFor('en')} />)).toBe('');
  });
});

describe('DoorwayBlock paged by the server (decision 0112)', () => {
  const item = (n: number) => ({
    refUrl: `/car-insurance/articles/a${n}/`,
    url: `/ar-ae/car-insurance/articles/a${n}/`,
    title: `مقال ${n}`,
    description: `وصف ${n}`,
    pageImageUrl: null,
    pageImageAltText: '',
    updatedOn: '2026-05-01',
    createdOn: '2026-05-01',
    pageViews: 0,
    pageTag: [],
    productId: 1,
    pageTypeId: 2,
  });
  const block = { ...doorwayType3Ar, list: { productId: 1, pageTypeId: 2, urlPattern: '/car-insurance/' } };
  const data = (page: number, n: number) => ({
    multiQuotes: {},
    cmsLists: {
      [block.key]: {
        items: Array.from({ length: n }, (_, i) => item(i + 1)),
        totalCount: 8,
        skip: page === 1 ? 0 : 6,
        page,
        pages: 2,
        popular: [],
        query: 'productId=1&pageTypeId=2&urlPattern=%2Fcar-insurance%2F',
      },
    },
  });

  it("draws the server's page with the widget's attributes, a template card, Expand hidden and the ?page= links", () => {
    const html = render(
      <DoorwayBlock block={block} ctx={ctxFor('ar', { isMobile: true, data: data(1, 6) })} />,
      'ar',
    );
    expect(html.match(/<li class="doorway__card"/g)).toHaveLength(7); // 6 cards and the template's
    expect(html).toContain('href="/ar-ae/car-insurance/articles/a1/"');
    expect(html).toContain('data-cms-loaded="6" data-cms-total="8" data-cms-step="6"');
    expect(html).toMatch(/<button[^>]*data-doorway-expand=""[^>]*hidden=""/);
    expect(html).toMatch(/role="alert" data-doorway-failed="" hidden=""/);
    expect(html).toContain('href="?page=2"');
    // The document's cards are the fallback only.
    expect(html).not.toContain('comprehensive');
  });

  it('page 2 shows its items and links back to the first page; without data the document cards show', () => {
    const two = render(
      <DoorwayBlock block={block} ctx={ctxFor('ar', { isMobile: true, data: data(2, 2) })} />,
    );
    expect(two).toContain('data-cms-loaded="8"');
    expect(two).toContain('href="?"');
    const fallback = render(<DoorwayBlock block={block} ctx={ctxFor('ar')} />, 'ar');
    expect(fallback).toContain('/ar-ae/car-insurance/comprehensive/');
    expect(fallback).not.toContain('data-cms-query');
  });
});
