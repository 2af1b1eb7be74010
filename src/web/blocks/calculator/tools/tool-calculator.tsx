import { BmiCalculator } from './bmi';
import { CalorieCalculator } from './calorie';
import { EstimateCalculator } from './estimate';
import { GrowthCalculator } from './growth';
import type { ToolCalculatorProps } from './props';
import { TermCalculator } from './term';

export type { ToolCalculatorProps } from './props';

/**
 * The calculators other than the loan EMI one (decision 0102), one island and one chunk fetched when the block is
 * scrolled near (ISLAND_WHEN 'visible'); the server renders the same component with the default inputs, so the
 * figures read without JavaScript and nothing moves when it hydrates.
 */
export function ToolCalculator(p: ToolCalculatorProps) {
  switch (p.kind) {
    case 'bmi':
      return <BmiCalculator {...p} />;
    case 'calorie':
      return <CalorieCalculator {...p} />;
    case 'sip':
    case 'growth':
      return <GrowthCalculator {...p} />;
    case 'term':
      return <TermCalculator {...p} />;
    case 'car':
    case 'health':
      return <EstimateCalculator {...p} />;
  }
}
