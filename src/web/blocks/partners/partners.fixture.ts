import type { TBlockOf } from '../../../shared/contracts/blocks';
import { demoInsurerLogos, inArabic } from '../nav-common/logos.fixture';

export const partnersFixtureEn: TBlockOf<'PARTNERS'> = {
  type: 'PARTNERS',
  key: 'insurance-partners',
  title: 'Our insurance partners',
  logos: demoInsurerLogos,
};

export const partnersFixtureAr: TBlockOf<'PARTNERS'> = {
  type: 'PARTNERS',
  key: 'insurance-partners-ar',
  title: 'شركاؤنا في التأمين',
  logos: inArabic(demoInsurerLogos),
};
