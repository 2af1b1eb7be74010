import type { TBlockOf } from '../../../shared/contracts/blocks';
import type { TBlockData, TMultiQuotesData } from '../../../shared/contracts/block-data';

/** Car tabs as the seed writes them: a document names products and plans, never an amount. */
export const multiQuotesFixture: TBlockOf<'MULTIPLE_QUOTES'> = {
  type: 'MULTIPLE_QUOTES',
  key: 'car-popular-plans',
  title: 'Popular car insurance plans',
  tabs: [
    { title: 'Comprehensive', productId: 1, planIds: [1101, 2101, 3101, 4101], limit: 3 },
    { title: 'Third party', productId: 1, planIds: [1103, 2103, 3103], limit: 2 },
    { title: 'Travel', productId: 2, limit: 2, typicalProfileId: 'travel-schengen-week' },
  ],
};

export const multiQuotesFixtures: TBlockOf<'MULTIPLE_QUOTES'>[] = [multiQuotesFixture];

/**
 * What the page route's resolver step hands the renderer for the fixture. Component tests only: the amounts
 * here are made-up test values (the pages' amounts come from the engines, see the integration test).
 */
export const multiQuotesDataFixture: TMultiQuotesData = {
  tabs: [
    {
      profileId: 'car-dubai-sedan',
      profileSummary: '35-year-old driver in Dubai, AED 60,000 sedan',
      period: 'year',
      plans: [
        {
          planId: 2101,
          providerId: 2,
          insurerName: 'Dune Harbour Insurance (demo)',
          insurerLogo: '/assets/insurers/dune-harbour.svg',
          planName: 'Comprehensive Garage',
          totalFils: 128_730,
          features: ['Cover: Comprehensive', 'Roadside assistance: Included', 'Extra: third'],
        },
        {
          planId: 1101,
          providerId: 1,
          insurerName: 'Falcon Crest Assurance (demo)',
          insurerLogo: '/assets/insurers/falcon-crest.svg',
          planName: 'Comprehensive Garage',
          totalFils: 150_000,
          features: ['Cover: Comprehensive'],
        },
      ],
    },
    {
      profileId: 'car-dubai-sedan',
      profileSummary: '35-year-old driver in Dubai, AED 60,000 sedan',
      period: 'year',
      plans: [
        {
          planId: 1103,
          providerId: 1,
          insurerName: 'Falcon Crest Assurance (demo)',
          insurerLogo: '/assets/insurers/falcon-crest.svg',
          planName: 'Third Party Liability',
          totalFils: 60_250,
          features: ['Cover: Third party only', 'Third party property damage: AED 2,000,000'],
        },
      ],
    },
    null,
  ],
};

export const blockDataFixture: TBlockData = {
  multiQuotes: { [multiQuotesFixture.key]: multiQuotesDataFixture },
};
