import type { TBlockOf } from '../../../shared/contracts/blocks';
import { demoInvestorLogos, inArabic } from '../nav-common/logos.fixture';

export const investersFixtureEn: TBlockOf<'INVESTERS'> = {
  type: 'INVESTERS',
  key: 'our-investors',
  logos: demoInvestorLogos,
};

export const investersFixtureAr: TBlockOf<'INVESTERS'> = {
  type: 'INVESTERS',
  key: 'our-investors-ar',
  logos: inArabic(demoInvestorLogos),
};
