import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import type { BlockProps } from '../types';

/**
 * FAQ accordion on native <details>/<summary>: it works without JavaScript, so it ships no island.
 * Spec 001 §2: the first item is open by default.
 */
export function AccordionBlock({ block, ctx }: BlockProps<'ACCORDION'>) {
  const { t } = useT('blocks');
  return (
    <div className={`faq faq--type-${block.accordionType}`}>
      <h2 className="faq__title">{block.title || t('accordion.defaultTitle')}</h2>
      <div className="faq__list">
        {block.rows.map((row, i) => (
          <details key={i} className="faq__item" open={i === 0}>
            <summary className="faq__question">
              <span>
                <Bidi text={row.title} dir={ctx.dir} />
              </span>
            </summary>
            <SafeHtml html={row.content} className="prose faq__answer" />
          </details>
        ))}
      </div>
    </div>
  );
}
