import { createContext, Fragment, useContext, type ReactNode } from 'react';
import type { LangCode } from '../../shared/domain/locales';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';

/**
 * What every quotes component reads: the `quotesUi` catalogue of the page language (handed over as props by the
 * server, decision 0009: islands never import catalogues.ts) through the one translator, and the page's number
 * and date formats. Amounts and references are isolated left to right (`<bdi dir="ltr">`) inside Arabic text.
 */
export type QuotesStrings = Catalogue;

export type Ui = {
  lang: LangCode;
  t: TFunction;
  /** '12,345.50' (Latin digits, as the catalogue writes amounts in both languages); fils only when present. */
  amount(value: number): string;
  /** A ratio or rate: up to 2 decimals ('96.5'). */
  number(value: number): string;
  /** A date (and time with `withTime`) in the page language, UAE time. */
  date(iso: string, withTime?: boolean): string;
};

const translators = new WeakMap<QuotesStrings, Map<LangCode, TFunction>>();

export function makeUi(lang: LangCode, strings: QuotesStrings): Ui {
  let byLang = translators.get(strings);
  if (!byLang) {
    byLang = new Map();
    translators.set(strings, byLang);
  }
  let t = byLang.get(lang);
  if (!t) {
    t = createTranslator(lang, { [lang]: { quotesUi: strings } }, { defaultNs: 'quotesUi' }).t;
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
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Dubai' });
  const dayTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
  });
  return {
    lang,
    t,
    amount: (v) => (Number.isInteger(v) ? whole : fils).format(v),
    number: (v) => plain.format(v),
    date: (iso, withTime = false) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : (withTime ? dayTime : day).format(d);
    },
  };
}

export const UiContext = createContext<Ui | null>(null);

export function useUi(): Ui {
  const ui = useContext(UiContext);
  if (!ui) throw new Error('quotes component outside its UiContext');
  return ui;
}

const PARAM = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/**
 * A catalogue text whose `{{name}}` parameters are React nodes (an isolated amount, a link). The translator
 * leaves parameters it was not given as `{{name}}`, so `rich(t(key, { count }), { amount: <bdi/> })` works.
 */
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

/** An amount in AED with the catalogue's inline currency ('AED' / 'د.إ'), the number isolated left to right. */
export function Money({ value, className }: { value: number; className?: string }) {
  const { t, amount } = useUi();
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

/** A reference (quote id, lead id) or any Latin token inside right-to-left text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
