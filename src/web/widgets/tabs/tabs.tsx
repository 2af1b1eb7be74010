import type { ReactNode } from 'react';
import { useWidget } from '../collector';

export type TabItem = {
  /** Unique on the page; the panel's id is `${id}-panel`, the tab's `${id}-tab`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
};

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Index of the tab selected first (docs/product/pages.md: 0). */
  initial?: number;
  /** Heading level of each section's title when the page has no JavaScript (blocks use h2 / h3). */
  headingLevel?: 3 | 4;
  /** 'upper': tab labels upper-cased (docs/product/pages.md 'Simple tabs widget with upper-cased titles'). */
  variant?: 'upper' | 'plain';
  className?: string;
};

/**
 * Tabs widget (decision 0036), the WAI-ARIA tabs pattern added by `enhance.ts` on server-rendered sections.
 *
 * Markup contract: `<div class="tabs" data-widget="tabs" data-initial="i">` holding
 * `<ul class="tabs__list" aria-label>` of `<li><a class="tabs__tab" id="{id}-tab" href="#{id}-panel"></li>` and
 * one `<section class="tabs__panel" id="{id}-panel" aria-labelledby="{id}-heading">` per tab starting with
 * `<hN class="tabs__heading" id="{id}-heading">`. Without JavaScript that is a list of in-page links and every
 * section shown. The enhancer sets role tablist / tab / tabpanel, aria-selected, aria-controls, a roving tabindex
 * (arrow keys mirrored right to left, Home / End, activation follows focus), hides the other panels and adds
 * `tabs--enhanced` (the section headings are then visually hidden: the tab names the panel).
 */
export function Tabs({
  label,
  tabs,
  initial = 0,
  headingLevel = 3,
  variant = 'plain',
  className,
}: TabsProps) {
  const widget = useWidget('tabs');
  if (tabs.length === 0) return null;
  const H = `h${headingLevel}` as const;
  const cls = ['tabs', `tabs--${variant}`, className].filter(Boolean).join(' ');
  return (
    <div className={cls} data-initial={String(Math.min(Math.max(0, initial), tabs.length - 1))} {...widget}>
      <ul className="tabs__list" aria-label={label}>
        {tabs.map((tab) => (
          <li key={tab.id} className="tabs__item">
            <a className="tabs__tab" id={`${tab.id}-tab`} href={`#${tab.id}-panel`}>
              {tab.title}
            </a>
          </li>
        ))}
      </ul>
      {tabs.map((tab) => (
        <section
          key={tab.id}
          className="tabs__panel"
          id={`${tab.id}-panel`}
          aria-labelledby={`${tab.id}-heading`}
        >
          <H className="tabs__heading" id={`${tab.id}-heading`}>
            {tab.title}
          </H>
          {tab.content}
        </section>
      ))}
    </div>
  );
}
