import { createContext, Fragment, useContext, type ReactNode } from 'react';
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

const PARAM = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** A catalogue text whose `{{name}}` parameters are React nodes (an isolated amount). */
export function rich(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(PARAM)) {
    const name = m[1] as string;
    if (!Object.hasOwn(nodes, name)) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push(<Fragment key={`${name}-${m.index}`}>{nodes[name]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.length === 1 ? out[0] : out;
}

/** An amount in AED with the catalogue's currency ('AED 5,000' / '5,000 د.إ'), the number isolated left to right. */
export function Money({ value, className }: { value: number; className?: string }) {
  const { t, amount } = useCardsUi();
  return (
    <span className={className ? `money ${className}` : 'money'}>
      {rich(t('money'), {
        currency: <span className="money__currency">{t('currency')}</span>,
        amount: (
          <bdi dir="ltr" className="money__amount">
            {amount(value)}
          </bdi>
        ),
      })}
    </span>
  );
}
