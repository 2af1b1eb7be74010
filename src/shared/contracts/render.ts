import type { TBlock } from './blocks';
import type { TBlockData } from './block-data';
import type { TChromeData } from './chrome';
import type { TUserForm } from './journey';
import type { TArticleMeta } from './page';
import type { LangCode } from '../domain/locales';
import type { TPolicySchedule } from './account-constants';
import type { CalendarDate } from '../rules/dates';
import type { THospitalListPage, THospitalPage } from './hospital-pages';
import type { THospitalSearchPage } from './hospital-search';
import type { TReviewsPage } from './reviews';
import type { TPlanDetails, TProviderDetails } from './health-plan-pages';

/**
 * What the server hands the page renderer, and the renderer's signature. The server builds these per request
 * and never imports src/web (docs/ARCHITECTURE.md#principle-15): the composition root (src/main.ts) gives `buildApp`
 * web's `renderDocument` (decision 0009).
 */

/** Every island; web's registry (islands/components.ts) and its client loaders are checked against it. */
export const ISLAND_NAMES = [
  'MobileMenu',
  'LanguageDropdown',
  'ThemeToggle',
  'ScrollTop',
  'ReadMore',
  'BlockUserPopup',
  'RecentSearchesPopup',
  'Journey',
  'QuotesStatus',
  'Quotes',
  'QuoteCertificate',
  'CarComparison',
  'MultiQuoteTabs',
  'LoanCalculator',
  'ToolCalculator',
  'CreditScoreMeter',
  'CreditCards',
  'PolicyThankYou',
  'Renewal',
] as const;
export type IslandName = (typeof ISLAND_NAMES)[number];

/** Asset URLs from the Vite manifest (production) or the dev server (development). */
export type Assets = {
  css: string[];
  entry: string;
  /** Chunk URLs (and their imports) for an island; used for modulepreload. */
  islandChunks: (name: IslandName) => string[];
  /** Development only: extra module scripts (Vite client, React refresh preamble). */
  devScripts?: string[];
  /** The staff console's own entry (decision 0114): its module script, the chunks it imports, its stylesheets. */
  console?: { scripts: string[]; css: string[] };
};

export type Alternate = { code: LangCode; href: string; endonym: string };
export type Crumb = { name: string; url: string };

/** Everything the page shell needs besides the blocks; built by the server per request. */
export type ShellModel = {
  lang: LangCode;
  dir: 'ltr' | 'rtl';
  /** Public path of this page, with language prefix. */
  path: string;
  origin: string;
  productId: number;
  pageTypeId: number;
  isMobile: boolean;
  theme: 'light' | 'dark';
  alternates: Alternate[];
  chrome: TChromeData;
  /** `whatsapp`: the business number of the floating chat button; absent, no button (decision 0040). */
  support: { phone: string; email: string; whatsapp?: string | null | undefined };
  marketing: boolean;
  title: string;
  description: string | undefined;
  breadcrumbs: Crumb[];
  robots?: string | undefined;
  /** Canonical path when it differs from `path` (partner copies point at the original). */
  canonicalPath?: string | undefined;
  /** Partner path segment (docs/product/session.md) and the source id the chrome is rendered for. */
  partner: string | null;
  sourceId: number;
  tagManagerId: string | null;
  /** Banner types 6 to 10 remove the breadcrumb above the banner (docs/product/pages.md). */
  hideBreadcrumbs?: boolean;
  /** When the stored page row last changed (ISO). Not an article's date: see `article` (decision 0047). */
  updatedAt?: string | undefined;
  /** The document's article record (metaData.article): only article pages have one (decision 0047). */
  article?: TArticleMeta | undefined;
  /** Page types 24 and 54 show only a title heading instead of the first fold (decision 0040). */
  titleHeading?: string | undefined;
  /**
   * Extra schema.org objects of a generated page (a hospital page's Hospital or MedicalClinic: decision 0093),
   * written beside the shell's as `application/ld+json` data.
   */
  jsonLd?: (Record<string, unknown> & { '@type': string })[] | undefined;
  /** The page document's previous / next links (metaData.prevLink / nextLink; decision 0040). */
  pageNav?:
    | {
        previous: { pageName: string; refUrl: string } | null;
        next: { pageName: string; refUrl: string } | null;
      }
    | undefined;
};

/** What the page route found for a product page's journey (server side). */
export type JourneyMount = {
  productId: number;
  journeyType: number;
  pageTypeId: number;
  /** Null: the server could not load it, the browser retries (docs/product/journeys.md 'Retry on client'). */
  userForm: TUserForm | null;
  today: CalendarDate;
};

export type RenderInput =
  | {
      kind: 'page';
      model: ShellModel;
      blocks: TBlock[];
      assets: Assets;
      onUnknownBlock?: (type: string) => void;
      /** Server data of the blocks (the page route's resolver step); absent when it could not be loaded. */
      blockData?: TBlockData | undefined;
      /** The product's journey, rendered after the first block (the first fold). */
      journey?: JourneyMount | undefined;
    }
  | {
      kind: 'quotes';
      model: ShellModel;
      assets: Assets;
      productName: string;
      /**
       * The product has a rating engine: the quotes list island (decision 0014). Otherwise the enquiry's status
       * (decision 0008: credit score, cards and loans finish by a background job or an adviser).
       */
      listed?: boolean | undefined;
    }
  /** `/{product}/quotes/certificate/?quoteId=…` (decision 0013); quoteId null when the query lacks a valid one. */
  | { kind: 'quote-certificate'; model: ShellModel; assets: Assets; quoteId: string | null }
  /** `/account/` (decision 0031): the frame; the signed-in part is read in the browser with the session cookie. */
  | { kind: 'account'; model: ShellModel; assets: Assets }
  /** `/account/policies/{policyId}/schedule/` (decision 0088): a policy's printable schedule, read on the server. */
  | { kind: 'policy-schedule'; model: ShellModel; assets: Assets; schedule: TPolicySchedule }
  /** `/my-data/` (decisions 0030 and 0033): the frame; the data is read in the browser with the cookie. */
  | { kind: 'my-data'; model: ShellModel; assets: Assets }
  /**
   * `/car-insurance/compare/?planid=…&enquiryId=…` (docs/product/quotes.md); planIds [] when the required query is missing or
   * names no plan id, so the page says what is missing.
   */
  | {
      kind: 'car-comparison';
      model: ShellModel;
      assets: Assets;
      planIds: number[];
      enquiryId: string | null;
      /** The car named by the address (make, model, modelYear, variant); else the enquiry's answers give it. */
      car: { make: string; model: string; modelYear: number; variant?: string } | null;
    }
  /**
   * `/{product}/policy/thank-you/?policy=…` (decision 0087): the frame; the policy is read in the browser with the
   * buying device's token. publicId null when the query lacks a valid one.
   */
  | {
      kind: 'policy-thank-you';
      model: ShellModel;
      assets: Assets;
      productId: number;
      publicId: string | null;
    }
  /** `/{product}/renewal/{token}/` (decision 0090): the frame; the island opens the renewal with the API. */
  | { kind: 'renewal'; model: ShellModel; assets: Assets; token: string }
  /** A network hospital list page (decision 0093), rendered on the server without any island. */
  | { kind: 'hospital-list'; model: ShellModel; assets: Assets; list: THospitalListPage }
  /** A hospital page, page type 57 (decision 0093). */
  | { kind: 'hospital'; model: ShellModel; assets: Assets; hospital: THospitalPage }
  /** `/health-insurance/network-hospitals/` (decision 0094): the search form's widget above the list pages' links. */
  | { kind: 'hospital-search'; model: ShellModel; assets: Assets; search: THospitalSearchPage }
  /** `/{product}/reviews/` (decision 0101): the rating panel, filters, a page of reviews and the review form's widget. */
  | { kind: 'reviews'; model: ShellModel; assets: Assets; reviews: TReviewsPage }
  /** A health insurer's page, page type 3 (decision 0097), rendered on the server without any island. */
  | { kind: 'health-provider'; model: ShellModel; assets: Assets; provider: TProviderDetails }
  /** A health plan's page, page type 50 (decision 0097): the Plan Summary card, benefits, network, prices. */
  | { kind: 'health-plan'; model: ShellModel; assets: Assets; details: TPlanDetails }
  | { kind: 'not-found'; model: ShellModel; assets: Assets }
  /** `/dev/blocks/` (docs/product/pages.md): the block gallery, a development tool (DEV_TOOLS); web knows the fixtures. */
  | { kind: 'dev-blocks'; model: ShellModel; assets: Assets }
  /** `unavailable`: the database is away (503, decision 0045): the screen says to try again in a few seconds. */
  | { kind: 'error'; model: ShellModel; assets: Assets; unavailable?: boolean };

/**
 * Renders a whole HTML document (web's entry-server): the UTF-8 bytes to send (a string from test doubles).
 */
export type RenderDocument = (input: RenderInput) => Uint8Array | string;
