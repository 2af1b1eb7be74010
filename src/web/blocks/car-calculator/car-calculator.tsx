import { ToolCalculatorSection } from '../calculator/calculator';
import { PRODUCT } from '../../../shared/domain/products';
import type { BlockProps } from '../types';

/**
 * CAR_CALCULATOR (decision 0102): the car insurance estimate, the range of yearly premiums across the demo
 * insurers for the visitor's make, model, year and value, with the spec's min height for product 1 (450 px on a
 * phone, 330 px on desktop).
 */
export function CarCalculatorBlock({ block, ctx }: BlockProps<'CAR_CALCULATOR'>) {
  return (
    <ToolCalculatorSection
      kind="car"
      blockKey={block.key}
      title={block.title}
      productId={PRODUCT.CAR_INSURANCE}
      ctx={ctx}
    />
  );
}
