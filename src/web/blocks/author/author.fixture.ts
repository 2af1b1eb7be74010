import type { TBlockOf } from '../../../shared/contracts/blocks';

export const authorFixture: TBlockOf<'AUTHOR'> = {
  type: 'AUTHOR',
  key: 'author-layla',
  authorData: {
    name: 'Layla Haddad',
    designation: 'Motor insurance editor',
    bio: '<p>Layla writes the car insurance guides of Sahel Compare, a fictional demo brand.</p>',
  },
};

export const authorFixtureAr: TBlockOf<'AUTHOR'> = {
  type: 'AUTHOR',
  key: 'author-layla-ar',
  authorData: {
    name: 'ليلى حداد',
    designation: 'محررة تأمين المركبات',
    bio: '<p>تكتب ليلى أدلة تأمين السيارات في ساحل كومبير، وهي علامة تجريبية وهمية.</p>',
  },
};

export const authorFixtures = { en: [authorFixture], ar: [authorFixtureAr] };
