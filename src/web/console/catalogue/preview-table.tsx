import type { TPreview } from '../../../shared/contracts/console-catalogue';
import type { ConsoleSectionProps } from '../types';
import { aed, percent } from './format';

type Props = Pick<ConsoleSectionProps, 't' | 'lang'> & { preview: TPreview };

/**
 * The effect of a draft (decision 0125): the changes per insurer, then every sample and plan with the premium
 * of the published table and of the draft. Real tables, each scrolling sideways inside its card on a phone.
 */
export function PreviewTables({ t, lang, preview }: Props) {
  const k = (key: string) => t(`consoleCatalogue:preview.${key}`);
  const name = (n: { en: string; ar: string }) => (lang === 'ar' ? n.ar : n.en);
  const cell = (fils: number | null) => (fils === null ? k('declined') : aed(lang, fils));
  return (
    <section className="cs-card" id="catalogue-preview" aria-labelledby="catalogue-preview-title">
      <h2 id="catalogue-preview-title">{k('title')}</h2>
      <p className="cs-muted">
        {t('consoleCatalogue:preview.sample', { enquiries: preview.enquiries, profiles: preview.profiles })}
      </p>
      <div className="cs-table-wrap" tabIndex={0} aria-label={k('summary')}>
        <table className="cs-table" id="catalogue-preview-insurers">
          <caption className="cc-caption">{k('summary')}</caption>
          <thead>
            <tr>
              <th scope="col">{k('insurer')}</th>
              <th scope="col">{k('rows')}</th>
              <th scope="col">{k('changed')}</th>
              <th scope="col">{k('min')}</th>
              <th scope="col">{k('avg')}</th>
              <th scope="col">{k('max')}</th>
              <th scope="col">{k('avgPercent')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.insurers.map((i) => (
              <tr key={i.providerId}>
                <th scope="row">{name(i.insurer)}</th>
                <td>{i.rows}</td>
                <td>{i.changed}</td>
                <td dir="ltr">{aed(lang, i.minFils, true)}</td>
                <td dir="ltr">{aed(lang, i.avgFils, true)}</td>
                <td dir="ltr">{aed(lang, i.maxFils, true)}</td>
                <td dir="ltr">{percent(lang, i.avgPercent)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="cs-table-wrap" tabIndex={0} aria-label={k('detail')}>
        <table className="cs-table" id="catalogue-preview-rows">
          <caption className="cc-caption">{k('detail')}</caption>
          <thead>
            <tr>
              <th scope="col">{k('sampleColumn')}</th>
              <th scope="col">{k('plan')}</th>
              <th scope="col">{k('before')}</th>
              <th scope="col">{k('after')}</th>
              <th scope="col">{k('change')}</th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => {
              const diff = r.beforeFils !== null && r.afterFils !== null ? r.afterFils - r.beforeFils : null;
              return (
                <tr
                  key={`${r.sample}:${r.planId}`}
                  data-sample={r.sample}
                  data-plan={r.planId}
                  data-before={r.beforeFils ?? ''}
                  data-after={r.afterFils ?? ''}
                  className={diff ? 'cc-moved' : undefined}
                >
                  <th scope="row">
                    <span className="cs-muted">{k(r.source)}</span>{' '}
                    <bdi dir="ltr" className="cc-code">
                      {r.sample}
                    </bdi>
                  </th>
                  <td>{name(r.plan)}</td>
                  <td dir="ltr">{cell(r.beforeFils)}</td>
                  <td dir="ltr">{cell(r.afterFils)}</td>
                  <td dir="ltr">{diff === null ? '' : aed(lang, diff, true)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
