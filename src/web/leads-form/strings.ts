import type en from '../../shared/i18n/locales/en/account.json';

/** The `account` catalogue's `leadForms` strings (talk-to-expert, callback card, consent piece; decision 0035). */
export type LeadFormStrings = (typeof en)['leadForms'];
export type ConsentStrings = LeadFormStrings['consent'];
