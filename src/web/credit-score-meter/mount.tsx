import { useT } from '../i18n/use-t';
import { Island } from '../islands/island';
import { CreditScoreMeter } from './credit-score-meter';
import type { ShellModel } from '../../shared/contracts/render';
import { creditScoreMeterHref } from './rules';

/**
 * Server side of the floating credit score meter: the island marker with its translated labels and link, only
 * on the pages that carry it (card, loan, bank account and mortgage pages; never a card apply page), so other
 * pages do not load its chunk.
 */
export function CreditScoreMeterIsland({
  m,
}: {
  m: Pick<ShellModel, 'productId' | 'path' | 'lang' | 'partner'> & Partial<Pick<ShellModel, 'pageTypeId'>>;
}) {
  const { t } = useT('meter');
  const href = creditScoreMeterHref(m);
  if (!href) return null;
  return (
    <Island
      name="CreditScoreMeter"
      component={CreditScoreMeter}
      props={{ labels: { toggle: t('toggle'), text: t('text'), cta: t('cta') }, href }}
    />
  );
}
