import { useEffect, useMemo, useState } from 'react';
import type { TQuoteCertificate } from '../../shared/contracts/quotes-api';
import type { LangCode } from '../../shared/domain/locales';
import { fetchCertificate } from './api';
import { BreakdownTable, Ltr, makeUi, UiContext, useUi, type QuotesStrings } from './ui';

export type QuoteCertificateProps = {
  lang: LangCode;
  strings: QuotesStrings;
  /** From the address (`quoteId`), checked by the server; null: the page says what is missing. */
  quoteId: string | null;
  /** The product's quotes page in this language. */
  quotesPath: string;
  /** Names of the ids an input may hold (the `quotes` catalogue's `values` of this language). */
  values: QuotesStrings;
};

type View =
  | { kind: 'missing' }
  | { kind: 'loading' }
  | { kind: 'loaded'; cert: TQuoteCertificate }
  | { kind: 'not-found' }
  | { kind: 'error' };

/** Input keys whose values are ids with a name in the `quotes` catalogue's `values.<kind>` (decision 0012). */
const VALUE_KINDS: Readonly<Record<string, string>> = {
  emirate: 'emirate',
  bodyType: 'bodyType',
  uaeLicence: 'licence',
  coverType: 'coverType',
  coverTypeRequested: 'coverType',
  addOns: 'addOn',
  addOnsUnavailable: 'addOn',
  networkTier: 'networkTier',
  region: 'region',
  tripType: 'tripType',
  tier: 'tier',
  relation: 'relation',
  mandatoryCover: 'scheme',
};

export type InputTexts = {
  yes: string;
  no: string;
  /** The name of an id of a kind (`quotes:values`), or undefined. */
  name: (kind: string, id: string) => string | undefined;
};

/**
 * One input value as text: ids by their names, lists joined, members as short lines (their values only, ids
 * named), booleans as Yes/No, nothing as a dash.
 */
export function inputText(key: string, v: unknown, texts: InputTexts): string {
  if (v === null || v === undefined || (Array.isArray(v) && v.length === 0)) return '—';
  if (typeof v === 'boolean') return v ? texts.yes : texts.no;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') {
    const kind = VALUE_KINDS[key];
    return (kind && texts.name(kind, v)) || v;
  }
  if (Array.isArray(v)) return v.map((x) => inputText(key, x, texts)).join(', ');
  if (typeof v === 'object')
    return Object.entries(v as Record<string, unknown>)
      .map(([k, x]) => inputText(k, x, texts))
      .join(' · ');
  return '';
}

function Certificate({
  cert,
  quotesPath,
  values,
}: {
  cert: TQuoteCertificate;
  quotesPath: string;
  values: QuotesStrings;
}) {
  const ui = useUi();
  const { t } = ui;
  const inputs = Object.entries(cert.inputs);
  const names = values as Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  const texts: InputTexts = {
    yes: t('certificate.yes'),
    no: t('certificate.no'),
    name: (kind, id) => {
      const n = names[kind]?.[id];
      return typeof n === 'string' ? n : undefined;
    },
  };
  return (
    <article className="certificate" data-testid="certificate">
      <header className="certificate__head">
        <h2 className="certificate__plan">{cert.planName}</h2>
        <p className="certificate__insurer">{cert.providerName}</p>
        {cert.repriced ? (
          <p className="certificate__repriced" data-testid="repriced">
            <strong>{t('certificate.repriced')}</strong> {t('certificate.repricedNote')}
          </p>
        ) : null}
      </header>
      <dl className="certificate__facts">
        <div>
          <dt>{t('certificate.reference')}</dt>
          <dd>
            <Ltr>{cert.quoteId}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('certificate.enquiry')}</dt>
          <dd>
            <Ltr>{cert.enquiryId}</Ltr>
          </dd>
        </div>
        <div>
          <dt>{t('certificate.pricedAt')}</dt>
          <dd data-testid="priced-at">
            <bdi>{ui.date(cert.pricedAt, true)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('certificate.validUntil')}</dt>
          <dd data-testid="valid-until">
            <bdi>{ui.date(cert.validUntil, true)}</bdi>
          </dd>
        </div>
      </dl>
      <h3>{t('certificate.breakdown')}</h3>
      <BreakdownTable
        lines={cert}
        testId="certificate-breakdown"
        totals={[
          // The VAT line, unless the insurer's breakdown has one.
          ...(cert.breakdown.some((l) => l.code === 'vat')
            ? []
            : [{ label: t('certificate.vat'), amount: cert.vat }]),
          { label: t('certificate.total'), amount: cert.total, testId: 'certificate-total' },
        ]}
      />
      {inputs.length > 0 ? (
        <>
          <h3>{t('certificate.inputs')}</h3>
          <dl className="certificate__inputs" data-testid="certificate-inputs">
            {inputs.map(([k, v]) => (
              <div key={k}>
                <dt>{t(`inputs.${k}`, { defaultValue: k })}</dt>
                <dd>
                  <bdi>{inputText(k, v, texts)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className="certificate__actions">
        <button type="button" className="button" onClick={() => window.print()}>
          {t('certificate.print')}
        </button>
        <a
          className="button button--outline"
          href={`${quotesPath}?enquiryId=${encodeURIComponent(cert.enquiryId)}`}
        >
          {t('certificate.back')}
        </a>
      </div>
    </article>
  );
}

/** The printable quote certificate (decision 0013 'Quote certificate'): GET /api/quotes/{quoteId}, owner only. */
export function QuoteCertificate({ lang, strings, quoteId, quotesPath, values }: QuoteCertificateProps) {
  const ui = useMemo(() => makeUi(lang, strings), [lang, strings]);
  const { t } = ui;
  const [view, setView] = useState<View>(quoteId ? { kind: 'loading' } : { kind: 'missing' });

  useEffect(() => {
    if (!quoteId) return;
    let live = true;
    void fetchCertificate(quoteId).then((res) => {
      if (!live) return;
      if (res.ok) setView({ kind: 'loaded', cert: res.data });
      else setView({ kind: res.status === 404 ? 'not-found' : 'error' });
    });
    return () => {
      live = false;
    };
  }, [quoteId]);

  return (
    <UiContext.Provider value={ui}>
      <div className="certificate-app" data-state={view.kind} data-testid="certificate-app">
        {view.kind === 'missing' ? <p className="quotes-app__message">{t('certificate.missing')}</p> : null}
        {view.kind === 'loading' ? (
          <p className="quotes-app__message" role="status">
            {t('certificate.loading')}
          </p>
        ) : null}
        {view.kind === 'not-found' ? (
          <p className="quotes-app__message">{t('certificate.notFound')}</p>
        ) : null}
        {view.kind === 'error' ? (
          <p className="quotes-app__message quotes-app__message--error" role="alert">
            {t('certificate.error')}
          </p>
        ) : null}
        {view.kind === 'loaded' ? (
          <Certificate cert={view.cert} quotesPath={quotesPath} values={values} />
        ) : null}
      </div>
    </UiContext.Provider>
  );
}
