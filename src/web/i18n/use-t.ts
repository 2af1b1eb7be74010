import { createContext, useContext } from 'react';
import type { Namespace } from '../../shared/i18n/catalogues';
import type { TFunction, Translator } from '../../shared/i18n/translator';

/** The page language's translator (the shared one, decision 0009), provided by I18nProvider. */
export const TranslatorContext = createContext<Translator | null>(null);

/**
 * `t` for a namespace, from the provider's translator. Server components only (islands get their strings as
 * props): it subscribes to nothing, and each namespace's `t` is made once per language.
 */
export function useT(ns: Namespace): { t: TFunction } {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error('useT needs an I18nProvider');
  return { t: translator.ns(ns) };
}
