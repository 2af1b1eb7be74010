import type { TBlockOf } from '../../../shared/contracts/blocks';

export const carCalculatorEn: TBlockOf<'CAR_CALCULATOR'> = { type: 'CAR_CALCULATOR', key: 'car-calculator' };
export const carCalculatorAr: TBlockOf<'CAR_CALCULATOR'> = {
  type: 'CAR_CALCULATOR',
  key: 'car-calculator-ar',
  title: 'احسب تأمين سيارتك',
};
