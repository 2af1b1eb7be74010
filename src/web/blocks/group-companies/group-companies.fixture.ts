import type { TBlockOf } from '../../../shared/contracts/blocks';
import { demoGroupLogos, inArabic } from '../nav-common/logos.fixture';

export const groupCompaniesFixtureEn: TBlockOf<'GROUPCOMPANIES'> = {
  type: 'GROUPCOMPANIES',
  key: 'group-companies',
  logos: demoGroupLogos,
  autoplayMs: 4000,
};

export const groupCompaniesFixtureAr: TBlockOf<'GROUPCOMPANIES'> = {
  type: 'GROUPCOMPANIES',
  key: 'group-companies-ar',
  logos: inArabic(demoGroupLogos),
  autoplayMs: 4000,
};
