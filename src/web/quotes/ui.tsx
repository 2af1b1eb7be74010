import { MoneyText, rich } from '../ui/rich';
import { createContext, useContext, type ReactNode } from 'react';
import type { TQuote } from '../../shared/contracts/quotes-api';
import type { LangCode } from '../../shared/domain/locales';
import { createTranslator, type Catalogue, type TFunction } from '../../shared/i18n/translator';
import { breakdownLines } from './card-rules';

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

export { rich };

export function Money({ value, className }: { value: number; className?: string }) {
  const { t, amount } = useUi();
  return (
    <MoneyText
      template={t('money')}
      currency={t('currency')}
      formatted={amount(value)}
      className={className}
    />
  );
}

/** A reference (quote id, lead id) or any Latin token inside right-to-left text. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** A line below the breakdown: the total, or the VAT when the insurer's lines leave it out. */
export type BreakdownTotal = {
  label: string;
  amount: number;
  /** On the amount's cell. */
  testId?: string;
};

/**
 * The one price breakdown (decision 0014): the insurer's lines without its own 'total' line, then the totals in
 * the table's foot (none: no foot). The quote card's details, the certificate and the lead confirmation use it; it
 * lives here so it travels in the chunk every quotes island already loads (decision 0053).
 */
export function BreakdownTable(props: {
  lines: Pick<TQuote, 'breakdown'>;
  totals: readonly BreakdownTotal[];
  caption?: string;
  testId?: string;
}) {
  return (
    <table className="breakdown" data-testid={props.testId}>
      {props.caption ? <caption>{props.caption}</caption> : null}
      <tbody>
        {breakdownLines(props.lines).map((l) => (
          <tr key={l.code}>
            <th scope="row">{l.label}</th>
            <td>
              <Money value={l.amount} />
            </td>
          </tr>
        ))}
      </tbody>
      {props.totals.length > 0 ? (
        <tfoot>
          {props.totals.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.label}</th>
              <td data-testid={row.testId}>
                <Money value={row.amount} />
              </td>
            </tr>
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}
