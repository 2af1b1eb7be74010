import type { TBlockOf } from '../../../shared/contracts/blocks';
import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Tabs } from '../../widgets/tabs/tabs';
import { Bidi } from '../bidi';
import { blockDomId } from '../nav-common/common';
import type { BlockProps } from '../types';

type Row = TBlockOf<'ACCORDION'>['rows'][number];

/** The rows grouped by `tabTitle`, in order of first appearance; rows without one join the first tab. */
export function accordionTabs(rows: readonly Row[]): { title: string; rows: Row[] }[] {
  const groups = new Map<string, Row[]>();
  const untitled: Row[] = [];
  for (const row of rows) {
    if (!row.tabTitle) untitled.push(row);
    else groups.set(row.tabTitle, [...(groups.get(row.tabTitle) ?? []), row]);
  }
  const tabs = [...groups].map(([title, list]) => ({ title, rows: list }));
  if (tabs[0]) tabs[0].rows = [...untitled, ...tabs[0].rows];
  return tabs;
}

function FaqList({
  rows,
  dir,
  withJourneys,
}: {
  rows: readonly Row[];
  dir: 'ltr' | 'rtl';
  withJourneys: boolean;
}) {
  return (
    <div className="faq__list">
      {rows.map((row, i) => (
        <details key={i} className="faq__item" open={i === 0}>
          <summary className="faq__question">
            <span>
              <Bidi text={row.title} dir={dir} />
            </span>
          </summary>
          <SafeHtml html={row.content} className="prose faq__answer" />
          {withJourneys && row.journeyTitle && row.refUrl ? (
            <a className="faq__journey" href={row.refUrl}>
              <Bidi text={row.journeyTitle} dir={dir} />
            </a>
          ) : null}
        </details>
      ))}
    </div>
  );
}

/**
 * FAQ accordion on native <details>/<summary>: it works without JavaScript. docs/product/pages.md: the first item is open by
 * default; type 2 adds each item's journey link and a 'View {product} Plans' link; type 3 puts the items in tabs by
 * `tabTitle` (the tabs widget, first tab selected, first item of each tab open).
 */
export function AccordionBlock({ block, ctx }: BlockProps<'ACCORDION'>) {
  const { t } = useT('blocks');
  const { t: tn } = useT('blocksNav');
  const title = block.title || t('accordion.defaultTitle');
  const tabs = block.accordionType === 3 ? accordionTabs(block.rows) : [];
  const plans = block.fieldValues;
  return (
    <div className={`faq faq--type-${block.accordionType}`}>
      <h2 className="faq__title">{title}</h2>
      {tabs.length > 1 ? (
        <Tabs
          label={title}
          tabs={tabs.map((tab, i) => ({
            id: `${blockDomId('faq', block.key)}-${i}`,
            title: <Bidi text={tab.title} dir={ctx.dir} />,
            content: <FaqList rows={tab.rows} dir={ctx.dir} withJourneys={false} />,
          }))}
        />
      ) : (
        <FaqList rows={block.rows} dir={ctx.dir} withJourneys={block.accordionType === 2} />
      )}
      {block.accordionType === 2 && plans?.productName && plans.plansUrl ? (
        <a className="faq__plans" href={plans.plansUrl}>
          {tn('accordion.viewPlans', { product: plans.productName })}
        </a>
      ) : null}
    </div>
  );
}
