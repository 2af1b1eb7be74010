import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

const { app } = useTestApp();

const pageContext = (html: string) => {
  const m = /<script type="application\/json" data-json="page-context">([^<]*)<\/script>/.exec(html);
  return JSON.parse(m?.[1] ?? 'null') as {
    sourceId: number;
    partner: string | null;
    countryProductId: number;
  };
};

describe('partner channels render their own chrome on the first paint (docs/product/session.md)', () => {
  it('standard desktop page: full footer, products menu, Sign In, source 2', async () => {
    const res = await app.inject({ url: '/car-insurance/' });
    expect(res.body).toContain('data-variant="full"');
    expect(res.body).toContain('class="products-menu"');
    expect(res.body).toContain('Sign In');
    expect(pageContext(res.body)).toMatchObject({ sourceId: 2, partner: null, countryProductId: 1 });
    const mobile = await app.inject({
      url: '/car-insurance/',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
    });
    expect(pageContext(mobile.body).sourceId).toBe(1);
  });

  it('/adcb/ (source 4): reduced ADCB footer without Compare Our Products, sourceId on logo and crumbs, no menu', async () => {
    const res = await app.inject({ url: '/adcb/car-insurance/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-variant="reduced-adcb"');
    expect(res.body).not.toContain('Compare Our Products');
    expect(res.body).not.toContain('class="products-menu"');
    expect(res.body).toContain('href="/adcb/?sourceId=4"');
    expect(res.body).toContain('href="/adcb/?sourceId=4">Home</a>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:3000/car-insurance/"/>');
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
    expect(pageContext(res.body)).toMatchObject({ sourceId: 4, partner: 'adcb' });
  });

  it('/mbank/ (source 10): reduced MBank footer, View History, back button instead of the menu', async () => {
    const res = await app.inject({ url: '/mbank/car-insurance/' });
    expect(res.body).toContain('data-variant="reduced-mbank"');
    expect(res.body).toContain('View History');
    expect(res.body).toContain('data-testid="header-back"');
    expect(res.body).not.toContain('data-testid="mobile-menu-toggle"');
    const home = await app.inject({ url: '/mbank/' });
    expect(home.body).toContain('data-testid="mobile-menu-toggle"');
  });

  it('/peko/ and /network_global/ (14, 16): no footer, no breadcrumbs, Account, no contact block', async () => {
    for (const url of ['/peko/car-insurance/', '/network_global/car-insurance/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('data-testid="site-footer"');
      expect(res.body).not.toContain('class="breadcrumbs"');
      expect(res.body).toContain('>Account</button>');
      expect(res.body).not.toContain('mobile-menu__contact');
    }
  });

  it('sourceId=3 (mobile app) hides the header; Arabic partner pages keep the channel', async () => {
    const app3 = await app.inject({ url: '/car-insurance/?sourceId=3' });
    expect(app3.body).not.toContain('class="site-header"');
    const ar = await app.inject({ url: '/ar-ae/adcb/car-insurance/' });
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain('data-variant="reduced-adcb"');
    expect(ar.body).toContain('hrefLang="en-AE" href="http://localhost:3000/adcb/car-insurance/"');
  });
});
