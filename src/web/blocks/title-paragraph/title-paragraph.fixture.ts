import type { TBlockOf } from '../../../shared/contracts/blocks';

export const titleParagraphFixture: TBlockOf<'TITLE_PARAGRAPH'> = {
  type: 'TITLE_PARAGRAPH',
  key: 'why-compare-car-insurance',
  title: 'Why compare car insurance in the UAE?',
  contentType: 'html',
  content:
    '<p>Premiums for the same car can differ by more than <strong>AED 1,000</strong> a year between insurers. ' +
    'Comparing on Sahel Compare shows you comprehensive and third-party plans from insurers such as ' +
    'Oasis Shield Insurance and Falcon Crest Takaful side by side.</p>' +
    '<ul><li>Agency repair for cars up to 3 years old</li><li>Roadside assistance across all seven emirates</li>' +
    '<li>Off-road cover for weekend trips to Hatta</li></ul>',
};

export const titleParagraphFixtures: TBlockOf<'TITLE_PARAGRAPH'>[] = [titleParagraphFixture];
