import type { LangCode } from '../domain/locales';
import { createTranslator, type TFunction, type Translator } from './translator';
import enCommon from './locales/en/common.json';
import arCommon from './locales/ar/common.json';
import hiCommon from './locales/hi/common.json';
import mlCommon from './locales/ml/common.json';
import enBlocks from './locales/en/blocks.json';
import arBlocks from './locales/ar/blocks.json';
import hiBlocks from './locales/hi/blocks.json';
import mlBlocks from './locales/ml/blocks.json';
import enSession from './locales/en/session.json';
import arSession from './locales/ar/session.json';
import hiSession from './locales/hi/session.json';
import mlSession from './locales/ml/session.json';
import enRules from './locales/en/rules.json';
import arRules from './locales/ar/rules.json';
import hiRules from './locales/hi/rules.json';
import mlRules from './locales/ml/rules.json';
import enOtp from './locales/en/otp.json';
import arOtp from './locales/ar/otp.json';
import hiOtp from './locales/hi/otp.json';
import mlOtp from './locales/ml/otp.json';
import enRecent from './locales/en/recent.json';
import arRecent from './locales/ar/recent.json';
import hiRecent from './locales/hi/recent.json';
import mlRecent from './locales/ml/recent.json';
import enEnquiry from './locales/en/enquiry.json';
import arEnquiry from './locales/ar/enquiry.json';
import hiEnquiry from './locales/hi/enquiry.json';
import mlEnquiry from './locales/ml/enquiry.json';
import enJourney from './locales/en/journey.json';
import arJourney from './locales/ar/journey.json';
import hiJourney from './locales/hi/journey.json';
import mlJourney from './locales/ml/journey.json';
import enDocuments from './locales/en/documents.json';
import arDocuments from './locales/ar/documents.json';
import hiDocuments from './locales/hi/documents.json';
import mlDocuments from './locales/ml/documents.json';
import enQuotes from './locales/en/quotes.json';
import arQuotes from './locales/ar/quotes.json';
import hiQuotes from './locales/hi/quotes.json';
import mlQuotes from './locales/ml/quotes.json';
import enQuotesUi from './locales/en/quotesUi.json';
import arQuotesUi from './locales/ar/quotesUi.json';
import hiQuotesUi from './locales/hi/quotesUi.json';
import mlQuotesUi from './locales/ml/quotesUi.json';
import enMeter from './locales/en/meter.json';
import arMeter from './locales/ar/meter.json';
import hiMeter from './locales/hi/meter.json';
import mlMeter from './locales/ml/meter.json';
import enCards from './locales/en/cards.json';
import arCards from './locales/ar/cards.json';
import hiCards from './locales/hi/cards.json';
import mlCards from './locales/ml/cards.json';
import enCalculator from './locales/en/calculator.json';
import arCalculator from './locales/ar/calculator.json';
import hiCalculator from './locales/hi/calculator.json';
import mlCalculator from './locales/ml/calculator.json';
import enAccount from './locales/en/account.json';
import arAccount from './locales/ar/account.json';
import hiAccount from './locales/hi/account.json';
import mlAccount from './locales/ml/account.json';
import enBlocksNav from './locales/en/blocksNav.json';
import arBlocksNav from './locales/ar/blocksNav.json';
import hiBlocksNav from './locales/hi/blocksNav.json';
import mlBlocksNav from './locales/ml/blocksNav.json';
import enBlocksEditorial from './locales/en/blocksEditorial.json';
import arBlocksEditorial from './locales/ar/blocksEditorial.json';
import hiBlocksEditorial from './locales/hi/blocksEditorial.json';
import mlBlocksEditorial from './locales/ml/blocksEditorial.json';
import enBlocksCommerce from './locales/en/blocksCommerce.json';
import arBlocksCommerce from './locales/ar/blocksCommerce.json';
import hiBlocksCommerce from './locales/hi/blocksCommerce.json';
import mlBlocksCommerce from './locales/ml/blocksCommerce.json';
import enBlocksCompany from './locales/en/blocksCompany.json';
import arBlocksCompany from './locales/ar/blocksCompany.json';
import hiBlocksCompany from './locales/hi/blocksCompany.json';
import mlBlocksCompany from './locales/ml/blocksCompany.json';
import enLeadsUi from './locales/en/leadsUi.json';
import arLeadsUi from './locales/ar/leadsUi.json';
import hiLeadsUi from './locales/hi/leadsUi.json';
import mlLeadsUi from './locales/ml/leadsUi.json';
import enMyData from './locales/en/myData.json';
import arMyData from './locales/ar/myData.json';
import hiMyData from './locales/hi/myData.json';
import mlMyData from './locales/ml/myData.json';
import enBuy from './locales/en/buy.json';
import arBuy from './locales/ar/buy.json';
import hiBuy from './locales/hi/buy.json';
import mlBuy from './locales/ml/buy.json';
import enRenewals from './locales/en/renewals.json';
import arRenewals from './locales/ar/renewals.json';
import hiRenewals from './locales/hi/renewals.json';
import mlRenewals from './locales/ml/renewals.json';

/**
 * Every catalogue of every language, for the server (API messages, SMS, server-rendered pages). The browser
 * never imports this module: islands get the strings they need as props, or lazily import the one namespace
 * they carry (block-user-popup), and read them with the same translator.
 */
export const NAMESPACES = [
  'common',
  'blocks',
  'session',
  'rules',
  'otp',
  'recent',
  'enquiry',
  'journey',
  'documents',
  'quotes',
  'quotesUi',
  'meter',
  'cards',
  'calculator',
  'account',
  'blocksNav',
  'blocksEditorial',
  'blocksCommerce',
  'blocksCompany',
  'leadsUi',
  'myData',
  'buy',
  'renewals',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const catalogues = {
  en: {
    common: enCommon,
    blocks: enBlocks,
    session: enSession,
    rules: enRules,
    otp: enOtp,
    recent: enRecent,
    enquiry: enEnquiry,
    journey: enJourney,
    documents: enDocuments,
    quotes: enQuotes,
    quotesUi: enQuotesUi,
    meter: enMeter,
    cards: enCards,
    calculator: enCalculator,
    account: enAccount,
    blocksNav: enBlocksNav,
    blocksEditorial: enBlocksEditorial,
    blocksCommerce: enBlocksCommerce,
    blocksCompany: enBlocksCompany,
    leadsUi: enLeadsUi,
    myData: enMyData,
    buy: enBuy,
    renewals: enRenewals,
  },
  ar: {
    common: arCommon,
    blocks: arBlocks,
    session: arSession,
    rules: arRules,
    otp: arOtp,
    recent: arRecent,
    enquiry: arEnquiry,
    journey: arJourney,
    documents: arDocuments,
    quotes: arQuotes,
    quotesUi: arQuotesUi,
    meter: arMeter,
    cards: arCards,
    calculator: arCalculator,
    account: arAccount,
    blocksNav: arBlocksNav,
    blocksEditorial: arBlocksEditorial,
    blocksCommerce: arBlocksCommerce,
    blocksCompany: arBlocksCompany,
    leadsUi: arLeadsUi,
    myData: arMyData,
    buy: arBuy,
    renewals: arRenewals,
  },
  hi: {
    common: hiCommon,
    blocks: hiBlocks,
    session: hiSession,
    rules: hiRules,
    otp: hiOtp,
    recent: hiRecent,
    enquiry: hiEnquiry,
    journey: hiJourney,
    documents: hiDocuments,
    quotes: hiQuotes,
    quotesUi: hiQuotesUi,
    meter: hiMeter,
    cards: hiCards,
    calculator: hiCalculator,
    account: hiAccount,
    blocksNav: hiBlocksNav,
    blocksEditorial: hiBlocksEditorial,
    blocksCommerce: hiBlocksCommerce,
    blocksCompany: hiBlocksCompany,
    leadsUi: hiLeadsUi,
    myData: hiMyData,
    buy: hiBuy,
    renewals: hiRenewals,
  },
  ml: {
    common: mlCommon,
    blocks: mlBlocks,
    session: mlSession,
    rules: mlRules,
    otp: mlOtp,
    recent: mlRecent,
    enquiry: mlEnquiry,
    journey: mlJourney,
    documents: mlDocuments,
    quotes: mlQuotes,
    quotesUi: mlQuotesUi,
    meter: mlMeter,
    cards: mlCards,
    calculator: mlCalculator,
    account: mlAccount,
    blocksNav: mlBlocksNav,
    blocksEditorial: mlBlocksEditorial,
    blocksCommerce: mlBlocksCommerce,
    blocksCompany: mlBlocksCompany,
    leadsUi: mlLeadsUi,
    myData: mlMyData,
    buy: mlBuy,
    renewals: mlRenewals,
  },
} as const satisfies Record<LangCode, Record<Namespace, object>>;

const translators = new Map<LangCode, Translator>();

/** The translator of a language over all catalogues, made once (keys without a namespace read `common`). */
export function translatorFor(lang: LangCode): Translator {
  let translator = translators.get(lang);
  if (!translator) {
    translator = createTranslator(lang, catalogues);
    translators.set(lang, translator);
  }
  return translator;
}

/** `t` of a language; keys without a namespace read `common`. */
export function tFor(lang: LangCode): TFunction {
  return translatorFor(lang).t;
}
