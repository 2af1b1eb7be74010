import type { TBlockOf } from '../../../shared/contracts/blocks';

export const tableFixture: TBlockOf<'TABLE'> = {
  type: 'TABLE',
  key: 'car-insurance-premiums',
  title: 'Comprehensive car insurance premiums for a 2022 saloon in Dubai',
  tableHeaders: ['Insurer', 'Annual premium', 'Repair type', 'Roadside assistance', 'Oman cover'],
  tableData: [
    ['Oasis Shield Insurance', 'AED 1,850', 'Agency', 'Included', 'Add-on AED 150'],
    ['Falcon Crest Takaful', 'AED 1,420', 'Network garage', 'Included', 'Included'],
    ['Desert Rose Insurance', 'AED 1,995', 'Agency', 'Included', 'Add-on AED 200'],
    ['Pearl Coast Assurance', 'AED 1,310', 'Network garage', 'Not included', 'Not available'],
  ],
};

export const tableFixtures: TBlockOf<'TABLE'>[] = [tableFixture];
