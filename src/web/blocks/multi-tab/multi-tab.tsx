import { useT } from '../../i18n/use-t';
import { Tabs } from '../../widgets/tabs/tabs';
import { Bidi } from '../bidi';
import { Card, blockDomId } from '../nav-common/common';
import type { BlockProps } from '../types';

/** Tabs of cards; the first tab is selected (docs/product/pages.md). */
export function MultiTabBlock({ block, ctx }: BlockProps<'MULTI_TAB'>) {
  const { t } = useT('blocksNav');
  const id = blockDomId('multi-tab', block.key);
  return (
    <div className="multi-tab">
      {block.title ? <h2 className="multi-tab__title">{block.title}</h2> : null}
      <Tabs
        label={block.title ?? t('multiTab.label')}
        tabs={block.tabs.map((tab, i) => ({
          id: `${id}-${i}`,
          title: <Bidi text={tab.title} dir={ctx.dir} />,
          content: (
            <ul className="multi-tab__grid">
              {tab.items.map((item, j) => (
                <li key={j}>
                  <Card item={item} dir={ctx.dir} level={4} />
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </div>
  );
}
