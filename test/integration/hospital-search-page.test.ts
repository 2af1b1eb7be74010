import { describe, expect, it } from 'vitest';
import { high, useTestApp } from './helpers';

/**
 * The network hospitals search page (decision 0094) as the server answers it: in every language, cacheable, its
 * form for the widget and a link to every insurer's city list without JavaScript; the sitemap lists it; our pages
 * may ask for the position (`geolocation=(self)`), nothing else may.
 */

const { app } = useTestApp({ limits: high('RATE_LIMIT_READ_PER_IP') });
const get = (url: string) => app.inject({ method: 'GET', url });
const PATH = '/health-insurance/network-hospitals/';

describe('the network hospitals search page', () => {
  it('renders the widget and a link to every list page of every insurer with places', async () => {
    const res = await get(PATH);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain('data-widget="hospital-search"');
    expect(res.body).toContain('<title>Network hospitals search');
    const pairs = [
      ...res.body.matchAll(
        /href="(\/health-insurance\/network-hospitals\/[a-z0-9-]+-insurance-hospital-list-[a-z0-9-]+\/)"/g,
      ),
    ];
    expect(pairs.length).toBeGreaterThan(50);
    const list = await get(pairs[0]![1]!);
    expect(list.statusCode).toBe(200);
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(self)');
    expect((await get(PATH)).headers['x-page-cache']).toBe('hit');
  });

  it('answers in Arabic, Hindi and Malayalam with the language prefix on every link', async () => {
    for (const [prefix, title] of [
      ['ar-ae', 'البحث عن مستشفيات الشبكة'],
      ['hi-ae', 'नेटवर्क अस्पताल खोजें'],
      ['ml-ae', 'നെറ്റ്‌വർക്ക് ആശുപത്രികൾ തിരയുക'],
    ] as const) {
      const res = await get(`/${prefix}${PATH}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(title);
      expect(res.body).toContain(`data-list-base="/${prefix}${PATH}"`);
      expect(res.body).toMatch(new RegExp(`href="/${prefix}${PATH}[a-z0-9-]+-hospital-list-[a-z0-9-]+/"`));
    }
  });

  it('is in the sitemap in every language', async () => {
    const xml = (await get('/sitemap.xml')).body;
    for (const p of ['', '/ar-ae', '/hi-ae', '/ml-ae']) expect(xml).toContain(`${p}${PATH}</loc>`);
  });
});
