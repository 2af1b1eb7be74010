import type { TChromeData } from '../../shared/contracts/chrome';
import type { LangCode } from '../../shared/domain/locales';

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
  support: { phone: string; email: string };
  marketing: boolean;
  title: string;
  description: string | undefined;
  breadcrumbs: Crumb[];
  robots?: string | undefined;
  /** Canonical path when it differs from `path` (partner copies point at the original). */
  canonicalPath?: string | undefined;
  /** Partner path segment (spec 000 §2) and the source id the chrome is rendered for. */
  partner: string | null;
  sourceId: number;
  tagManagerId: string | null;
  /** Banner types 6 to 10 remove the breadcrumb above the banner (spec 001 §2). */
  hideBreadcrumbs?: boolean;
};
