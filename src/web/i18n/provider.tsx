import type { ReactNode } from 'react';
import type { LangCode } from '../../shared/domain/locales';
import { translatorFor } from '../../shared/i18n/catalogues';
import { TranslatorContext } from './use-t';

/** Server rendering: the page language's translator over all catalogues, for useT below it. */
export function I18nProvider({ lang, children }: { lang: LangCode; children: ReactNode }) {
  return <TranslatorContext value={translatorFor(lang)}>{children}</TranslatorContext>;
}
