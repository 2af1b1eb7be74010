import { TabsBlock } from './tabs/tabs';
import { NavTabsBlock } from './nav-tabs/nav-tabs';
import { SliderBlock } from './slider/slider';
import { MultiTabBlock } from './multi-tab/multi-tab';
import { MultiTabCarouselBlock } from './multi-tab-carousel/multi-tab-carousel';
import { TestimonialsBlock } from './testimonials/testimonials';
import { PartnersBlock } from './partners/partners';
import { GroupCompaniesBlock } from './group-companies/group-companies';
import { InvestersBlock } from './investers/investers';
import { VideoBlock } from './video/video';
import { TableOfContentBlock } from './table-of-content/table-of-content';
import { RewardsBlock } from './rewards/rewards';

/**
 * Components of the nav group (decision 0036), keyed by block type; `registry.tsx` merges every group and fails to
 * compile when a type of `src/shared/contracts/blocks-nav.ts` has no component here.
 */
export const navBlockComponents = {
  TABS: TabsBlock,
  NAV_TABS: NavTabsBlock,
  SLIDER: SliderBlock,
  MULTI_TAB: MultiTabBlock,
  MULTI_TAB_CAROUSEL: MultiTabCarouselBlock,
  TESTIMONIALS: TestimonialsBlock,
  PARTNERS: PartnersBlock,
  GROUPCOMPANIES: GroupCompaniesBlock,
  INVESTERS: InvestersBlock,
  VIDEO: VideoBlock,
  TABLE_OF_CONTENT: TableOfContentBlock,
  REWARDS: RewardsBlock,
};
