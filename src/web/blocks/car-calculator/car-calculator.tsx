import { localizedPath } from '../../../shared/domain/locales';
import { productPath, PRODUCT } from '../../../shared/domain/products';
import { useT } from '../../i18n/use-t';
import type { BlockProps } from '../types';

/**
 * CAR_CALCULATOR: until the car calculator exists, a box with the spec's min height (§9: product 1 450 px on
 * mobile, 330 px on desktop) that says so and links to the car insurance journey — never an empty box.
 */
export function CarCalculatorBlock({ block, ctx }: BlockProps<'CAR_CALCULATOR'>) {
  const { t } = useT('blocksCommerce');
  const href = localizedPath(`${productPath(PRODUCT.CAR_INSURANCE)}/`, ctx.lang);
  return (
    <section className="car-calculator">
      <h2 className="car-calculator__title">{block.title || t('carCalculator.title')}</h2>
      <p className="car-calculator__text">{t('carCalculator.text')}</p>
      <a className="car-calculator__cta" href={href}>
        {t('carCalculator.cta')}
      </a>
    </section>
  );
}
