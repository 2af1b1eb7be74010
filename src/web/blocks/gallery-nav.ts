import type { GalleryEntry } from './gallery-types';
import { tabsFixtureAr, tabsFixtureEn } from './tabs/tabs.fixture';
import { navTabsFixtureAr, navTabsFixtureEn } from './nav-tabs/nav-tabs.fixture';
import {
  accordionType2FixtureAr,
  accordionType2FixtureEn,
  accordionType3FixtureAr,
  accordionType3FixtureEn,
} from './accordion/accordion-nav.fixture';
import { sliderFixtureAr, sliderFixtureEn } from './slider/slider.fixture';
import { multiTabFixtureAr, multiTabFixtureEn } from './multi-tab/multi-tab.fixture';
import {
  multiTabCarouselFixtureAr,
  multiTabCarouselFixtureEn,
} from './multi-tab-carousel/multi-tab-carousel.fixture';
import { testimonialsFixtureAr, testimonialsFixtureEn } from './testimonials/testimonials.fixture';
import { partnersFixtureAr, partnersFixtureEn } from './partners/partners.fixture';
import { groupCompaniesFixtureAr, groupCompaniesFixtureEn } from './group-companies/group-companies.fixture';
import { investersFixtureAr, investersFixtureEn } from './investers/investers.fixture';
import { videoFixtureAr, videoFixtureEn } from './video/video.fixture';
import {
  tableOfContentFixtureAr,
  tableOfContentFixtureEn,
} from './table-of-content/table-of-content.fixture';
import { rewardsFixtureAr, rewardsFixtureEn } from './rewards/rewards.fixture';

/** The nav group's stories for the block gallery `/dev/blocks/`: one entry per block type, fixtures in en and ar. */
export const navGallery: GalleryEntry[] = [
  { type: 'TABS', en: [tabsFixtureEn], ar: [tabsFixtureAr] },
  {
    type: 'NAV_TABS',
    en: [navTabsFixtureEn],
    ar: [navTabsFixtureAr],
    note: 'Sticky bar; the current section is marked',
  },
  {
    type: 'ACCORDION',
    en: [accordionType2FixtureEn, accordionType3FixtureEn],
    ar: [accordionType2FixtureAr, accordionType3FixtureAr],
    note: 'Types 2 (journey links, View Plans) and 3 (tabs)',
  },
  { type: 'SLIDER', en: [sliderFixtureEn], ar: [sliderFixtureAr] },
  { type: 'MULTI_TAB', en: [multiTabFixtureEn], ar: [multiTabFixtureAr] },
  { type: 'MULTI_TAB_CAROUSEL', en: [multiTabCarouselFixtureEn], ar: [multiTabCarouselFixtureAr] },
  { type: 'TESTIMONIALS', en: [testimonialsFixtureEn], ar: [testimonialsFixtureAr] },
  { type: 'PARTNERS', en: [partnersFixtureEn], ar: [partnersFixtureAr] },
  {
    type: 'GROUPCOMPANIES',
    en: [groupCompaniesFixtureEn],
    ar: [groupCompaniesFixtureAr],
    note: 'Autoplay on desktop only; hidden on /adcb/ and /mbank/ pages',
  },
  {
    type: 'INVESTERS',
    en: [investersFixtureEn],
    ar: [investersFixtureAr],
    note: '10 logos; hidden on /adcb/ and /mbank/ pages',
  },
  { type: 'VIDEO', en: [videoFixtureEn], ar: [videoFixtureAr], note: 'The player loads only after a click' },
  { type: 'TABLE_OF_CONTENT', en: [tableOfContentFixtureEn], ar: [tableOfContentFixtureAr] },
  {
    type: 'REWARDS',
    en: [rewardsFixtureEn],
    ar: [rewardsFixtureAr],
    note: 'The offer that ended on 31 Aug 2023 is not shown',
  },
];
