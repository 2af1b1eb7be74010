import type { TBlockOf } from '../../../shared/contracts/blocks';

export const accordionFixture: TBlockOf<'ACCORDION'> = {
  type: 'ACCORDION',
  key: 'car-insurance-faq',
  title: 'Car insurance FAQs',
  accordionType: 1,
  rows: [
    {
      title: 'Is car insurance mandatory in the UAE?',
      content:
        '<p>Yes. Every vehicle registered in the UAE needs at least third-party liability cover before it can be ' +
        'registered or renewed.</p>',
    },
    {
      title: 'What is the difference between agency and garage repair?',
      content:
        '<p>With <strong>agency repair</strong> your car is fixed at the dealer&#39;s workshop; with garage repair it goes ' +
        'to a network garage approved by the insurer. Agency repair usually costs more.</p>',
    },
    {
      title: 'Does my policy cover a trip to Oman?',
      content:
        '<p>Only if you add Oman cover. Plans from Oasis Shield Insurance and Falcon Crest Takaful offer it as an ' +
        'add-on from AED 150 a year.</p>',
    },
  ],
};

export const accordionFixtures: TBlockOf<'ACCORDION'>[] = [accordionFixture];
