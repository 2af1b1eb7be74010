import { Fragment, useState } from 'react';
import type { PageLanguageDoc } from '../../../shared/contracts/console-pages';
import { errorText, PAGES_API, post, type Props } from './common';

/** `jsonData.car-banner.fieldValues.subtitle` → group 'car-banner', field 'fieldValues.subtitle'. */
function split(path: string): { group: string; field: string } {
  const m = /^jsonData\.([^.]+)\.(.+)$/.exec(path);
  return m ? { group: m[1]!, field: m[2]! } : { group: 'metaData', field: path.replace(/^metaData\./, '') };
}

/**
 * A page's languages side by side (decision 0123): one row per text of the English structure, grouped by block
 * key, one column per language, with missing texts (still the English copy) and stale languages (made from an older
 * English version) marked. A column's changed texts are saved as that language's draft by path.
 */
export function Translations(
  props: Props & {
    path: string;
    docs: readonly PageLanguageDoc[];
    dirty: ReadonlySet<string>;
    onDone: (note: string) => void;
  },
) {
  const { t, api, path, docs, dirty, onDone } = props;
  const [changed, setChanged] = useState<Record<string, Record<string, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const en = docs.find((d) => d.language === 'en') ?? docs[0];
  const paths = Object.keys(en?.texts ?? {});
  const groups = new Map<string, string[]>();
  for (const p of paths) {
    const { group } = split(p);
    groups.set(group, [...(groups.get(group) ?? []), p]);
  }
  const put = (language: string, p: string, v: string) =>
    setChanged((c) => ({ ...c, [language]: { ...(c[language] ?? {}), [p]: v } }));
  const save = async (doc: PageLanguageDoc) => {
    setBusy(true);
    setError('');
    try {
      const texts = changed[doc.language] ?? {};
      const r = await post<{ version: number }>(api, t, PAGES_API.draft, {
        path,
        language: doc.language,
        baseVersion: doc.latestVersion,
        metaData: doc.metaData,
        blocks: doc.blocks,
        texts,
        confirmed: Object.keys(texts).filter((p) => texts[p] === en?.texts[p]),
      });
      setChanged((c) => ({ ...c, [doc.language]: {} }));
      onDone(t('consolePages:editor.saved', { version: r.version, language: doc.language.toUpperCase() }));
    } catch (e) {
      setError(errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cp-translations" aria-labelledby="cp-tr-title">
      <h2 id="cp-tr-title">{t('consolePages:translations.title')}</h2>
      <p className="cs-muted">{t('consolePages:translations.hint')}</p>
      <div className="cp-table-wrap">
        <table className="cp-tr-table">
          <thead>
            <tr>
              <th scope="col">{t('consolePages:translations.text')}</th>
              {docs.map((d) => (
                <th scope="col" key={d.language} lang={d.language}>
                  {d.language.toUpperCase()}
                  {d.stale ? (
                    <span className="cp-mark cp-mark-stale"> {t('consolePages:marks.stale')}</span>
                  ) : null}
                  {d.missing.length ? (
                    <span className="cp-mark cp-mark-missing">
                      {' '}
                      {t('consolePages:marks.missingCount', { n: d.missing.length })}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...groups].map(([group, rows]) => (
              <Fragment key={group}>
                <tr className="cp-tr-group">
                  <th scope="rowgroup" colSpan={docs.length + 1}>
                    <bdi dir="ltr">{group}</bdi>
                  </th>
                </tr>
                {rows.map((p) => (
                  <tr key={p}>
                    <th scope="row" dir="ltr" className="cp-tr-path">
                      {split(p).field}
                    </th>
                    {docs.map((d) => {
                      const missing = d.missing.includes(p);
                      const value = changed[d.language]?.[p] ?? d.texts[p] ?? '';
                      return (
                        <td key={d.language} className={missing ? 'cp-tr-missing' : undefined}>
                          <textarea
                            lang={d.language}
                            dir={d.language === 'ar' ? 'rtl' : 'ltr'}
                            aria-label={`${d.language.toUpperCase()} ${p}`}
                            value={value}
                            rows={value.length > 80 ? 3 : 1}
                            onChange={(e) => put(d.language, p, e.target.value)}
                          />
                          {missing ? (
                            <span className="cp-mark cp-mark-missing">{t('consolePages:marks.missing')}</span>
                          ) : null}
                          {missing && changed[d.language]?.[p] === undefined ? (
                            // A text that stays as in English (a name, a number): typing the same text again is no
                            // change a form sees, so it is kept (confirmed) with this button.
                            <button
                              type="button"
                              className="cs-secondary cp-small"
                              data-keep={`${d.language} ${p}`}
                              onClick={() => put(d.language, p, value)}
                            >
                              {t('consolePages:translations.keep')}
                            </button>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td />
              {docs.map((d) => (
                <td key={d.language}>
                  <button
                    type="button"
                    disabled={
                      busy || dirty.has(d.language) || Object.keys(changed[d.language] ?? {}).length === 0
                    }
                    onClick={() => void save(d)}
                  >
                    {t('consolePages:translations.save', { language: d.language.toUpperCase() })}
                  </button>
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="cs-error" role="alert">
        {error}
      </p>
    </section>
  );
}
