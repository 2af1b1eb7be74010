import { useEffect, useRef, useState } from 'react';
import {
  CALCULATOR_PATHS,
  ESTIMATE_EMIRATES as EMIRATES,
  estimateResponse,
  type TEstimate,
} from '../../../../shared/calculators/estimate-api';
import { apiGet } from '../../../session/request';
import { barChart } from './charts';
import { choiceField, inputs, numField, shareLink } from './fields';
import type { ToolCalculatorProps } from './props';
import { paramOf, useTool } from './use-tool';

type Option = { id: string; label: string };
type OptionList = { data: Option[] };
const ZOptions = {
  safeParse: (v: unknown) =>
    Array.isArray((v as OptionList | null)?.data)
      ? { success: true, data: v as OptionList }
      : { success: false, data: undefined },
};

const THIS_YEAR = new Date().getFullYear();
const CAR = {
  make: { kind: 'choice', options: [] as string[] },
  model: { kind: 'choice', options: [] as string[] },
  year: { kind: 'number', range: { min: THIS_YEAR - 20, max: THIS_YEAR + 1, step: 1 } },
  valueAed: { kind: 'number', range: { min: 5_000, max: 5_000_000, step: 1_000 } },
  emirate: { kind: 'choice', options: EMIRATES },
} as const;
const HEALTH = {
  age: { kind: 'number', range: { min: 0, max: 75, step: 1 } },
  emirate: { kind: 'choice', options: EMIRATES },
  gender: { kind: 'choice', options: ['male', 'female'] },
} as const;

type State = { status: 'idle' | 'loading' | 'failed' | 'notFound' } | { status: 'done'; estimate: TEstimate };

/**
 * The car and health insurance estimates (docs/product/calculators.md 'Insurance estimates', decision 0102): the
 * engines run on the server (their rate tables are not in the browser), so the island asks
 * GET /api/calculators/{car,health}-estimate and draws the range across insurers. The car's make and model lists
 * come from the journey's option calls.
 */
export function EstimateCalculator(p: ToolCalculatorProps) {
  const car = p.kind === 'car';
  const [makes, setMakes] = useState<Option[]>([]);
  const [models, setModels] = useState<Option[]>([]);
  const specs = car
    ? {
        ...CAR,
        make: { kind: 'choice' as const, options: ['', ...makes.map((m) => m.id)] },
        model: { kind: 'choice' as const, options: ['', ...models.map((m) => m.id)] },
      }
    : HEALTH;
  const c = useTool(
    p,
    specs as typeof HEALTH,
    (car
      ? { make: '', model: '', year: THIS_YEAR - 2, valueAed: 60_000, emirate: 'dubai' }
      : { age: 30, emirate: 'dubai', gender: 'male' }) as never,
  );
  const { t } = c;
  const v = c.values as unknown as Record<string, string | number>;
  const [state, setState] = useState<State>({ status: 'idle' });
  const ran = useRef(false);

  // The car lists: makes once, a make's models when it changes (the options calls of the car journey).
  useEffect(() => {
    if (!car || !c.ready) return;
    void apiGet('/api/options/vehicle-makes', { schema: ZOptions }).then((r) => {
      if (r.ok) setMakes(r.data.data);
    });
  }, [car, c.ready]);
  // A make and model from the address are applied once their lists have arrived.
  const wanted = useRef<{ make: string | null; model: string | null }>({ make: null, model: null });
  // Read on the first commit, before the inputs are written back into the address.
  useEffect(() => {
    if (!car) return;
    const q = new URLSearchParams(window.location.search);
    wanted.current = { make: q.get(paramOf('car', 'make')), model: q.get(paramOf('car', 'model')) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);
  useEffect(() => {
    if (wanted.current.make && makes.some((m) => m.id === wanted.current.make)) {
      c.set('make' as never, wanted.current.make);
      wanted.current.make = null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the list arrives
  }, [makes]);
  const make = String(v.make ?? '');
  useEffect(() => {
    if (!car || !make) return setModels([]);
    void apiGet(`/api/options/vehicle-models/${encodeURIComponent(make)}`, { schema: ZOptions }).then((r) => {
      if (!r.ok) return;
      setModels(r.data.data);
      const w = wanted.current.model;
      if (w && r.data.data.some((m) => m.id === w)) c.set('model' as never, w);
      else c.set('model' as never, '');
      wanted.current.model = null;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new make's models
  }, [car, make]);

  const complete = car ? Boolean(v.make && v.model) : true;
  async function run() {
    if (!complete) return;
    setState({ status: 'loading' });
    const url = car
      ? `${CALCULATOR_PATHS.car}?make=${encodeURIComponent(make)}&model=${encodeURIComponent(String(v.model))}&year=${v.year}&value=${v.valueAed}&emirate=${v.emirate}`
      : `${CALCULATOR_PATHS.health}?age=${v.age}&emirate=${v.emirate}&gender=${v.gender}`;
    const r = await apiGet(url, {
      schema: estimateResponse,
      auth: false,
      headers: { 'accept-language': p.lang },
    });
    if (r.ok) setState({ status: 'done', estimate: r.data.data });
    else setState({ status: r.status === 404 ? 'notFound' : 'failed' });
  }
  // Health prices the typical profile at once; the car once the address named a whole car.
  useEffect(() => {
    if (!c.ready || ran.current || !complete) return;
    if (car && !c.fromUrl.current) return;
    ran.current = true;
    void run();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the inputs are in
  }, [c.ready, complete]);

  const labelOf = (list: Option[]) => (id: string) =>
    id ? (list.find((o) => o.id === id)?.label ?? id) : t('choose');
  const modelLabel = labelOf(models)(String(v.model ?? ''));
  const emirate = t(`emirate.${String(v.emirate)}`);

  return (
    <div className="calc__body tool" data-ready={c.ready ? 'true' : undefined} data-kind={p.kind}>
      <form
        className="tool__form"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
      >
        {inputs(
          c,
          <>
            {car ? (
              <>
                {choiceField(c, p.id, 'make' as never, t('field.make'), labelOf(makes))}
                {choiceField(c, p.id, 'model' as never, t('field.model'), labelOf(models))}
                {numField(c, p.id, 'year' as never, t('field.modelYear'))}
                {numField(c, p.id, 'valueAed' as never, t('field.valueAed', { currency: p.currency }))}
              </>
            ) : (
              <>
                {numField(c, p.id, 'age', t('field.age'))}
                {choiceField(c, p.id, 'gender', t('field.gender'), (o) => t(`sex.${o}`))}
              </>
            )}
            {choiceField(c, p.id, 'emirate', t('field.emirate'), (o) => t(`emirate.${o}`))}
            <button
              type="submit"
              className="button tool__submit"
              disabled={!complete || state.status === 'loading'}
              data-testid="calc-submit"
            >
              {state.status === 'loading' ? t('estimate.loading') : t('estimate.submit')}
            </button>
          </>,
        )}
      </form>
      <div className="calc__output" aria-live="polite">
        {state.status === 'failed' || state.status === 'notFound' ? (
          <p className="calc__hint calc__hint--error" role="alert">
            {t(state.status === 'failed' ? 'estimate.failed' : 'estimate.notFound')}
          </p>
        ) : null}
        {state.status === 'done'
          ? state.estimate.groups.map((g) => {
              const min = c.fils(g.minFils);
              const max = c.fils(g.maxFils);
              const gid = `${p.id}-${g.group}`;
              return (
                <section key={g.group} className="tool__group" data-testid={`estimate-${g.group}`}>
                  <h3 className="tool__group-title">{t(`estimate.group.${g.group}`)}</h3>
                  <p className="calc__emi">
                    <span className="calc__emi-value" data-testid="calc-result">
                      {t('estimate.range', { min, max })}
                    </span>
                    <span className="tool__badge">
                      {t('estimate.insurers', { count: g.insurers.length })}
                    </span>
                  </p>
                  <figure className="calc-chart tool-figure">
                    {barChart(
                      g.insurers.map((i, k) => ({
                        key: String(i.providerId),
                        label: i.insurerName,
                        value: i.totalFils,
                        text: c.fils(i.totalFils),
                        ...(k === 0 ? { tone: 'accent' as const } : {}),
                      })),
                      {
                        id: gid,
                        rtl: p.rtl,
                        title: t('estimate.chartTitle'),
                        desc: t('estimate.chartDesc', { n: String(g.insurers.length), min, max }),
                      },
                    )}
                  </figure>
                  <div className="visually-hidden">
                    <table>
                      <caption>{t('estimate.tableCaption')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('estimate.insurer')}</th>
                          <th scope="col">{t('estimate.plan')}</th>
                          <th scope="col">{t('estimate.premium')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {g.insurers.map((i) => (
                          <tr key={i.providerId}>
                            <th scope="row">{i.insurerName}</th>
                            <td>{i.planName}</td>
                            <td>{c.fils(i.totalFils)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </section>
              );
            })
          : null}
        {state.status === 'done' && state.estimate.groups[0] ? (
          <p className="tool__explain" data-testid="calc-explain">
            {car
              ? t('estimate.explainCar', {
                  year: String(v.year),
                  model: modelLabel,
                  value: c.aed(Number(v.valueAed)),
                  emirate,
                  min: c.fils(state.estimate.groups[0].minFils),
                  max: c.fils(state.estimate.groups[0].maxFils),
                })
              : t('estimate.explainHealth', {
                  gender: t(`sex.${String(v.gender)}`),
                  age: String(v.age),
                  emirate,
                  min: c.fils(state.estimate.groups[0].minFils),
                  max: c.fils(state.estimate.groups[0].maxFils),
                })}
          </p>
        ) : null}
        {p.compareHref ? (
          <p className="tool__cta">
            <a className="button button--outline" href={p.compareHref}>
              {t('estimate.cta')}
            </a>
          </p>
        ) : null}
        {shareLink(c, p.id)}
        <p className="calc__note">{t('estimate.note')}</p>
      </div>
    </div>
  );
}
