import {
  CARD_APPLY_PATH,
  CARD_MOBILE_FILTER_PATH,
  defaultCardFilters,
} from '../../../shared/contracts/credit-cards-api-constants';
import { localizedPath } from '../../../shared/domain/locales';
import { resolveRoute } from '../../../shared/domain/routing';
import { catalogues, tFor } from '../../../shared/i18n/catalogues';
import { MSG } from '../../../shared/rules/messages';
import { todayAt } from '../../../shared/rules/dates';
import { useT } from '../../i18n/use-t';
import { Island } from '../../islands/island';
import { CreditCards } from '../../cards/credit-cards';
import type { BlockContext, BlockProps } from '../types';

const idOf = (key: string) => `cc-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** docs/product/cards.md: the full-screen filter dialog belongs to '/credit-cards/' (in any language or partner channel). */
export function hasMobileFilters(ctx: Pick<BlockContext, 'path'>): boolean {
  const route = resolveRoute(ctx.path);
  return route.kind === 'page' && route.contentPath === CARD_MOBILE_FILTER_PATH;
}

/**
 * CREDIT_CARDS (docs/product/cards.md 'Credit card quotes landing list', docs/product/cards.md; decision 0019): the listing's title, the demo
 * notice and the island. The first page for the page type's default filters comes from the page route's resolver
 * step (`ctx.data`, decision 0019), so the cards are in the HTML and hydration fetches nothing.
 */
export function CreditCardsBlock({ block, ctx }: BlockProps<'CREDIT_CARDS'>) {
  const { t } = useT('cards');
  const tr = tFor(ctx.lang);
  const id = idOf(block.key);
  const titleId = `${id}-title`;
  const data = ctx.data?.creditCards?.[block.key] ?? null;
  return (
    <section className="cc" aria-labelledby={titleId} data-testid="credit-cards-block">
      <h2 id={titleId} className="cc__title" tabIndex={-1}>
        {block.title || t('title')}
      </h2>
      <p className="cc__demo">{t('demoNote')}</p>
      <Island
        name="CreditCards"
        component={CreditCards}
        props={{
          lang: ctx.lang,
          strings: catalogues[ctx.lang].cards,
          // The rule engine's messages the island may show, in the page language.
          ruleMessages: {
            [MSG.invalidValue]: tr(MSG.invalidValue),
            [MSG.mobile.required]: tr(MSG.mobile.required),
            [MSG.mobile.invalid]: tr(MSG.mobile.invalid),
          },
          titleId,
          action: block.action,
          cardType: block.cardType ?? null,
          defaults: {
            ...defaultCardFilters(ctx.pageTypeId),
            ...(block.bankIds ? { bankIds: block.bankIds } : {}),
          },
          initial: data,
          mobileFilters: hasMobileFilters(ctx),
          applyPath: localizedPath(CARD_APPLY_PATH, ctx.lang),
          // The application popup runs the journey island (docs/product/cards.md): its strings and today (GST).
          apply: {
            strings: catalogues[ctx.lang].journey,
            rules: catalogues[ctx.lang].rules,
            today: todayAt(Date.now()),
          },
        }}
      />
    </section>
  );
}
