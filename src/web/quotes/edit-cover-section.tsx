import { lazy, Suspense, useState } from 'react';
import type { Catalogue } from '../../shared/i18n/translator';
import type { LangCode } from '../../shared/domain/locales';
import type { SavedOptions } from './edit-cover-panel';
import { useUi } from './ui';

/** The form and the rule engine are their own chunk, fetched when the panel first opens. */
const EditCoverPanel = lazy(() => import('./edit-cover-panel').then((m) => ({ default: m.EditCoverPanel })));

/** Where re-pricing stands, as the status line reads it. */
export type RepriceState = 'idle' | 'saving' | 'invalid' | 'failed' | 'updating' | 'updated' | 'listFailed';

/**
 * 'Edit your cover' on the quotes page (decision 0014): a heading with a disclosure button (collapsed by default on
 * every width so the prices come first, decision 0065), the lazily loaded form, and one polite status line — 'Updating your prices…', then 'Prices updated'
 * once the list shows the new prices — that screen readers announce.
 */
export function EditCover(props: {
  lang: LangCode;
  productId: number;
  enquiryId: string;
  formKey: string;
  rules: Catalogue;
  state: RepriceState;
  onState(state: RepriceState): void;
  onSaved(saved: SavedOptions): void;
}) {
  const { t } = useUi();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);

  const toggle = () => {
    setOpen((o) => !o);
    setOpened(true);
  };
  const status =
    props.state === 'saving' || props.state === 'updating'
      ? t('edit.saving')
      : props.state === 'updated'
        ? t('edit.updated')
        : props.state === 'invalid'
          ? t('edit.checkFields')
          : props.state === 'listFailed'
            ? t('edit.listError')
            : '';

  return (
    <section
      className={open ? 'qchip qchip--open qedit' : 'qchip qedit'}
      aria-labelledby="qedit-title"
      data-testid="edit-cover"
    >
      <h2 id="qedit-title" className="qedit__title">
        <button
          type="button"
          className="qedit__toggle"
          aria-expanded={open}
          aria-controls="qedit-body"
          onClick={toggle}
          data-testid="edit-toggle"
        >
          {t('edit.title')}
        </button>
      </h2>
      <div id="qedit-body" className="qedit__body" hidden={!open}>
        <p className="qedit__intro">{t('edit.intro')}</p>
        {opened ? (
          <Suspense
            fallback={
              <p className="qedit__message" role="status">
                {t('edit.loading')}
              </p>
            }
          >
            <EditCoverPanel
              lang={props.lang}
              productId={props.productId}
              enquiryId={props.enquiryId}
              formKey={props.formKey}
              rules={props.rules}
              onSaving={(s) => props.onState(s)}
              onSaved={props.onSaved}
            />
          </Suspense>
        ) : null}
      </div>
      <p className="qedit__status" role="status" data-testid="edit-status" data-state={props.state}>
        {status}
      </p>
    </section>
  );
}
