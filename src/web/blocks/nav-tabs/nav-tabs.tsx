import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { useWidget } from '../../widgets/collector';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/**
 * Sticky tab navigation (docs/product/pages.md 'sticky tab nav', docs/product/pages.md 'Tabs'): a bar of in-page links that sticks to the top
 * while its sections scroll by (CSS `position: sticky`, so it never covers the footer), and the link of the section
 * in view is marked current (widget `nav-tabs`). Without JavaScript the links still jump to the sections.
 */
export function NavTabsBlock({ block, ctx }: BlockProps<'NAV_TABS'>) {
  const { t } = useT('blocksNav');
  const widget = useWidget('nav-tabs');
  return (
    <div className="nav-tabs" {...widget}>
      {block.title ? <h2 className="nav-tabs__title">{block.title}</h2> : null}
      <nav className="nav-tabs__bar" aria-label={block.title ?? t('navTabs.label')}>
        <ul className="nav-tabs__list">
          {block.tabs.map((tab) => (
            <li key={tab.id}>
              <a className="nav-tabs__link" href={`#${tab.id}`}>
                <Bidi text={tab.title} dir={ctx.dir} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {block.tabs.map((tab) => (
        <section key={tab.id} id={tab.id} className="nav-tabs__section" aria-labelledby={`${tab.id}-heading`}>
          <h3 id={`${tab.id}-heading`} className="nav-tabs__heading">
            <Bidi text={tab.title} dir={ctx.dir} />
          </h3>
          <SafeHtml html={tab.content} className="prose" />
        </section>
      ))}
    </div>
  );
}
