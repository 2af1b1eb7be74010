import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { LANG_CODES, type LangCode } from '../../shared/domain/locales';
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

export const NAMESPACES = ['common', 'blocks', 'session'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: { common: enCommon, blocks: enBlocks, session: enSession },
  ar: { common: arCommon, blocks: arBlocks, session: arSession },
  hi: { common: hiCommon, blocks: hiBlocks, session: hiSession },
  ml: { common: mlCommon, blocks: mlBlocks, session: mlSession },
} as const;

const instances = new Map<LangCode, I18n>();

/** One initialised i18next instance per language, created once (server rendering is synchronous). */
export function i18nFor(lang: LangCode): I18n {
  let inst = instances.get(lang);
  if (!inst) {
    inst = i18next.createInstance();
    void inst.init({
      lng: lang,
      fallbackLng: 'en',
      supportedLngs: LANG_CODES,
      ns: NAMESPACES as unknown as string[],
      defaultNS: 'common',
      resources,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    instances.set(lang, inst);
  }
  return inst;
}

export function tFor(lang: LangCode): TFunction {
  return i18nFor(lang).t;
}
