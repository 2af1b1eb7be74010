import { useEffect, useMemo, useState } from 'react';
import type { TCarComparison } from '../../shared/contracts/quotes-api';
import type { LangCode } from '../../shared/domain/locales';
import { fetchEnquiryCar, postCarComparison, type ComparedCar } from './api';
import { CompareTable, tableFromComparison } from './compare-table';
import { makeUi, Money, UiContext, useUi, type QuotesStrings } from './ui';

export type CarComparisonProps = {
  lang: LangCode;
  strings: QuotesStrings;
  /** From the required `planid` query (docs/product/quotes.md), read by the server; [] when it is missing. */
  planIds: number[];
  enquiryId: string | null;
  /** The car the address names; null: the enquiry's answers give it. */
  car: ComparedCar | null;
  /** The car quotes page in this language. */
  quotesPath: string;
};

type View =
  { kind: 'missing' } | { kind: 'loading' } | { kind: 'loaded'; data: TCarComparison } | { kind: 'error' };

/**
 * The car comparison page (docs/product/quotes.md 'Car comparison page', docs/product/quotes.md 'Comparison page: loading, then loaded, or
 * error', docs/product/quotes.md POST car comparison): the table of the chosen plans, or 'Unable to Load Comaprison Data!'.
 */
export function CarComparison({ lang, strings, planIds, enquiryId, car, quotesPath }: CarComparisonProps) {
  const ui = useMemo(() => makeUi(lang, strings), [lang, strings]);
  const { t } = ui;
  // docs/product/quotes.md: compare needs at least 2 plans.
  const [view, setView] = useState<View>(planIds.length >= 2 ? { kind: 'loading' } : { kind: 'missing' });
  const key = planIds.join(',');
  const carKey = car ? `${car.make}|${car.model}|${car.modelYear}|${car.variant ?? ''}` : '';

  useEffect(() => {
    const ids = key ? key.split(',').map(Number) : [];
    if (ids.length < 2) return;
    let live = true;
    const load = async () => {
      const [make = '', model = '', year = '', variant = ''] = carKey.split('|');
      const named: ComparedCar | null = carKey
        ? { make, model, modelYear: Number(year), ...(variant ? { variant } : {}) }
        : null;
      const compared = named ?? (enquiryId ? await fetchEnquiryCar(enquiryId) : null);
      if (!compared) return { ok: false as const };
      return postCarComparison(ids, compared, enquiryId ?? undefined);
    };
    void load().then((res) => {
      if (live) setView(res.ok ? { kind: 'loaded', data: res.data } : { kind: 'error' });
    });
    return () => {
      live = false;
    };
  }, [key, carKey, enquiryId]);

  const back = enquiryId ? `${quotesPath}?enquiryId=${encodeURIComponent(enquiryId)}` : quotesPath;
  // With the visitor's own enquiry, a plan's choose link opens its lead popup on the quotes page (decision 0065).
  const chooseHref = (planId: number) => (enquiryId ? `${back}&choose=${planId}` : null);
  return (
    <UiContext.Provider value={ui}>
      <div className="comparison-app" data-state={view.kind} data-testid="comparison">
        {view.kind === 'missing' ? (
          <p className="quotes-app__message" data-testid="comparison-missing">
            {t('comparison.missing')}
          </p>
        ) : null}
        {view.kind === 'loading' ? (
          <p className="quotes-app__message" role="status">
            {t('comparison.loading')}
          </p>
        ) : null}
        {view.kind === 'error' ? (
          <p className="quotes-app__message quotes-app__message--error" role="alert">
            {t('comparison.error')}
          </p>
        ) : null}
        {view.kind === 'loaded' ? <LoadedTable data={view.data} chooseHref={chooseHref} /> : null}
        <p>
          <a href={back}>{t('comparison.back')}</a>
        </p>
      </div>
    </UiContext.Provider>
  );
}

/** The loaded comparison, each plan with its choose link when the visitor's own enquiry is named. */
function LoadedTable({
  data,
  chooseHref,
}: {
  data: TCarComparison;
  chooseHref(planId: number): string | null;
}) {
  const { t } = useUi();
  const table = tableFromComparison(
    data,
    { addons: t('comparison.addons'), features: t('comparison.features') },
    (p) =>
      p.isPriceOnRequest || p.premium === null || p.premium === undefined ? (
        t('card.checkPremium')
      ) : (
        <Money value={p.premium} />
      ),
  );
  const columns = table.columns.map((c, i) => {
    const plan = data.quotesBasicData[i];
    const href = plan ? chooseHref(plan.planId) : null;
    return href
      ? {
          ...c,
          action: (
            <a className="button" href={href} data-testid="compare-choose">
              {t('card.choose')}
            </a>
          ),
        }
      : c;
  });
  return <CompareTable caption={t('comparisonTitle')} columns={columns} sections={table.sections} />;
}
