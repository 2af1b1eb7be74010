import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Tabs } from '../../widgets/tabs/tabs';
import { Bidi } from '../bidi';
import { blockDomId } from '../nav-common/common';
import type { BlockProps } from '../types';

/** Simple tabs widget with upper-cased titles (docs/product/pages.md); the first tab is selected (docs/product/pages.md). */
export function TabsBlock({ block, ctx }: BlockProps<'TABS'>) {
  const { t } = useT('blocksNav');
  const id = blockDomId('tabs', block.key);
  return (
    <div className="tabs-block">
      {block.title ? <h2 className="tabs-block__title">{block.title}</h2> : null}
      <Tabs
        label={block.title ?? t('tabs.label')}
        variant="upper"
        tabs={block.tabs.map((tab, i) => ({
          id: `${id}-${i}`,
          title: <Bidi text={tab.title} dir={ctx.dir} />,
          content: <SafeHtml html={tab.content} className="prose tabs-block__content" />,
        }))}
      />
    </div>
  );
}
