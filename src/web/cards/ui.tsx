import { MoneyText, rich } from '../ui/rich';
import { createContext, useContext } from 'react';
import type { LangCode } from '../../shared/domain/locales';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';

/**
 * What the listing's components read: the `cards` catalogue of the page language (handed over as props by the
 * server, decision 0009) through the one translator, and amounts formatted as the quotes pages do (Latin digits in
 * every language, isolated left to right with `<bdi dir="ltr">` inside Arabic text).
 */
export type CardsUi = {
  lang: LangCode;
  t: TFunction;
  /** '5,000', '262.50': whole dirhams without decimals, fils with two. */
  amount(value: number): string;
  /** '2.49' (a rate, up to two decimals). */
  number(value: number): string;
};

const translators = new WeakMap<Catalogue, Map<LangCode, TFunction>>();

export function makeCardsUi(lang: LangCode, strings: Catalogue): CardsUi {
  let byLang = translators.get(strings);
  if (!byLang) {
    byLang = new Map();
    translators.set(strings, byLang);
  }
  let t = byLang.get(lang);
  if (!t) {
    t = createTranslator(lang, { [lang]: { cards: strings } }, { defaultNs: 'cards' }).t;
    byLang.set(lang, t);
  }
  const locale = `${lang}-AE`;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, numberingSystem: 'latn' });
  const fils = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    numberingSystem: 'latn',
  });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, numberingSystem: 'latn' });
  return {
    lang,
    t,
    amount: (v) => (Number.isInteger(v) ? whole : fils).format(v),
    number: (v) => plain.format(v),
  };
}

export const CardsUiContext = createContext<CardsUi | null>(null);

export function useCardsUi(): CardsUi {
  const ui = useContext(CardsUiContext);
  if (!ui) throw new Error('credit card component outside its CardsUiContext');
  return ui;
}

export { rich };

export function Money({ value, className }: { value: number; className?: string }) {
  const { t, amount } = useCardsUi();
  return (
    <MoneyText
      template={t('money')}
      currency={t('currency')}
      formatted={amount(value)}
      className={className}
    />
  );
}
