import { z } from 'zod';
import { localizedPath, type LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';

/**
 * Exit-intent content per product (docs/product/leads.md 'Exit-intent data'). No content store holds popup
 * copy (site_chrome is the header and footer), so the structure lives here and every visitor-facing string lives
 * in the catalogue namespace `leadsUi` (`exit.p<id>.*` and the shared feature lists), one per language.
 * Car loans (11) and international mortgages (18) use the other layout (docs/product/leads.md 'Car loan and international
 * mortgage use another layout'): `blockClass` 'exit-intent--loan' and the loan feature list.
 */
type ExitLayout = 'default' | 'loan';

const EXIT_INTENT_PRODUCTS: Readonly<Record<number, ExitLayout>> = {
  1: 'default',
  2: 'default',
  3: 'default',
  7: 'default',
  8: 'default',
  11: 'loan',
  18: 'loan',
};

/** docs/product/leads.md 'Exit-intent data: title, offer, imgSrc, altText, features (iconUrl, title), description, featureTitle, btnLabel, tcText, blockClass'. */
export const ZExitIntentData = z.strictObject({
  countryProductId: z.number().int().positive(),
  title: z.string().min(1).max(200),
  /** Plain text (the browser sets it with textContent; docs/product/leads.md calls it 'offer HTML'). */
  offer: z.string().min(1).max(300),
  /** A path of this site ('/assets/…') or null: null keeps the popup's drawn image (decision 0109). */
  imgSrc: z.string().max(300).nullable(),
  altText: z.string().max(200),
  features: z
    .array(z.strictObject({ iconUrl: z.string().max(300).nullable(), title: z.string().max(200) }))
    .max(6),
  description: z.string().max(500),
  featureTitle: z.string().max(200),
  btnLabel: z.string().min(1).max(100),
  tcText: z.string().max(300),
  blockClass: z.enum(['exit-intent--default', 'exit-intent--loan']),
});
export type TExitIntentData = z.infer<typeof ZExitIntentData>;

export const ZExitIntentQuery = z.strictObject({
  countryProductId: z.coerce.number().int().positive().max(1_000_000),
});

export function hasExitIntent(countryProductId: number): boolean {
  return EXIT_INTENT_PRODUCTS[countryProductId] !== undefined;
}

/** The product's exit-intent content in a language, or null when the product has none. */
export function exitIntentContent(countryProductId: number, lang: LangCode): TExitIntentData | null {
  const layout = EXIT_INTENT_PRODUCTS[countryProductId];
  if (!layout) return null;
  const t = tFor(lang);
  const p = `leadsUi:exit.p${countryProductId}`;
  const featureKeys =
    layout === 'loan'
      ? ['loanFeature1', 'loanFeature2', 'loanFeature3']
      : ['feature1', 'feature2', 'feature3'];
  return ZExitIntentData.parse({
    countryProductId,
    title: t(`${p}.title`),
    offer: t(`${p}.offer`),
    imgSrc: null,
    altText: '',
    features: featureKeys.map((k) => ({ iconUrl: null, title: t(`leadsUi:exit.${k}`) })),
    description: t(`${p}.description`),
    featureTitle: t('leadsUi:exit.featureTitle'),
    btnLabel: t('leadsUi:exit.btnLabel'),
    tcText: t('leadsUi:exit.tcText'),
    blockClass: layout === 'loan' ? 'exit-intent--loan' : 'exit-intent--default',
  });
}

/**
 * Splash popup (docs/product/leads.md 'splash popup (title, description, plans with featured text, title, covers and
 * Buy Now button that opens a new tab)', docs/product/leads.md 'Splash popup: title, description, plans (featuredText, title, covers,
 * button of type REDIRECT with config url)', docs/product/leads.md 'GET splash (tracking params as query)'). A splash opening on every
 * visit would cover every product page, so it answers only a campaign that asks for it: `utm_campaign` 'splash'
 * (decision 0034). The plans are the product's kinds of cover, each leading to the product's own journey; every
 * string is in `leadsUi` (`splash.p<id>.*`).
 */
export const SPLASH_CAMPAIGN = 'splash';
const SPLASH_PLANS: Readonly<Record<number, { path: string; plans: readonly string[] }>> = {
  1: { path: '/car-insurance/', plans: ['comprehensive', 'thirdParty'] },
  3: { path: '/health-insurance/', plans: ['essential', 'enhanced'] },
};

export const ZSplashQuery = z.strictObject({
  countryProductId: z.coerce.number().int().positive().max(1_000_000),
  utm_source: z.string().max(100).optional(),
  utm_medium: z.string().max(100).optional(),
  utm_campaign: z.string().max(100).optional(),
  utm_term: z.string().max(100).optional(),
});

export const ZSplashData = z.strictObject({
  countryProductId: z.number().int().positive(),
  title: z.string().min(1).max(200),
  description: z.string().max(500),
  plans: z
    .array(
      z.strictObject({
        featuredText: z.string().max(80),
        title: z.string().min(1).max(120),
        covers: z.array(z.string().min(1).max(160)).max(6),
        button: z.strictObject({
          type: z.literal('REDIRECT'),
          label: z.string().min(1).max(60),
          config: z.strictObject({ url: z.string().regex(/^\/[^/\\]/) }),
        }),
      }),
    )
    .min(1)
    .max(4),
});
export type TSplashData = z.infer<typeof ZSplashData>;

/** The splash of a product for a campaign, in a language, or null (no campaign asking for one, or no content). */
export function splashContent(
  countryProductId: number,
  campaign: string | undefined,
  lang: LangCode,
): TSplashData | null {
  const product = SPLASH_PLANS[countryProductId];
  if (!product || campaign?.trim().toLowerCase() !== SPLASH_CAMPAIGN) return null;
  const t = tFor(lang);
  const p = `leadsUi:splash.p${countryProductId}`;
  return ZSplashData.parse({
    countryProductId,
    title: t(`${p}.title`),
    description: t(`${p}.description`),
    plans: product.plans.map((plan) => ({
      featuredText: t(`${p}.${plan}.featured`),
      title: t(`${p}.${plan}.title`),
      covers: [1, 2, 3].map((n) => t(`${p}.${plan}.cover${n}`)),
      button: {
        type: 'REDIRECT',
        label: t('leadsUi:splash.buyNow'),
        config: { url: `${localizedPath(product.path, lang)}#journey` },
      },
    })),
  });
}
