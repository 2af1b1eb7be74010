import type { GalleryEntry } from './gallery-types';
import {
  aboutUsFixtures,
  contactUsFixtures,
  journeyElementFixtures,
  legalFixtures,
  nriFixtures,
  reachUsFixtures,
} from './company.fixture';

const entry = (f: Record<'en' | 'ar', GalleryEntry['en'][number]>, note?: string): GalleryEntry => ({
  type: f.en.type,
  en: [f.en],
  ar: [f.ar],
  ...(note ? { note } : {}),
});

/** The company group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const companyGallery: GalleryEntry[] = [
  entry(aboutUsFixtures),
  entry(contactUsFixtures),
  entry(legalFixtures),
  entry(reachUsFixtures),
  entry(
    journeyElementFixtures,
    'banner type 1: at most 3 features; the rating is computed from 3 demo reviews',
  ),
  entry(nriFixtures, '8 features: 6 shown, the rest behind View More'),
];
