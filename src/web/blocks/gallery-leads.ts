import type { GalleryEntry } from './gallery-types';
import {
  customerCallbackFixture,
  customerCallbackFixtureAr,
  customerCallbackMinimalFixture,
} from './customer-callback/customer-callback.fixture';

/** The leads group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const leadsGallery: GalleryEntry[] = [
  {
    type: 'CUSTOMER_CALLBACK',
    en: [customerCallbackFixture, customerCallbackMinimalFixture],
    ar: [customerCallbackFixtureAr, customerCallbackMinimalFixture],
    note: 'With its own heading and text, then with the card defaults.',
  },
];
