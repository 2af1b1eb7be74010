import type { TBlockOf } from '../../../shared/contracts/blocks';

export const linksFixture: TBlockOf<'LINKS'> = {
  type: 'LINKS',
  key: 'car-insurance-guides',
  title: 'Car insurance guides',
  isArticlePageLink: true,
  links: [
    {
      label: 'How to renew car insurance in Dubai',
      url: '/car-insurance/articles/renew-car-insurance-dubai',
    },
    {
      label: 'Comprehensive vs third-party cover',
      url: '/car-insurance/articles/comprehensive-vs-third-party/',
    },
    { label: 'Agency repair explained', url: '/car-insurance/articles/agency-repair?utm_source=guides' },
    { label: 'Road Safety UAE (external)', url: 'https://www.example.ae/road-safety' },
  ],
};

export const linksFixtures: TBlockOf<'LINKS'>[] = [linksFixture];
