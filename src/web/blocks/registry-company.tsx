import { AboutUsBlock } from './about-us/about-us';
import { ContactUsBlock } from './contact-us/contact-us';
import { LegalAdminPolicyBlock } from './legal-admin-policy/legal-admin-policy';
import { ReachUsBlock } from './reach-us/reach-us';
import { JourneyElementBlock } from './journey-element/journey-element';
import { NriBlock } from './nri/nri';

/**
 * Components of the company group (docs/product/pages.md), keyed by block type; `registry.tsx` merges every group and fails to
 * compile when a type of `src/shared/contracts/blocks-company.ts` has no component here.
 */
export const companyBlockComponents = {
  ABOUTUS: AboutUsBlock,
  CONTACTUS: ContactUsBlock,
  LEGALADMINPOLICY: LegalAdminPolicyBlock,
  REACHUS: ReachUsBlock,
  JOURNEY_ELEMENT: JourneyElementBlock,
  NRI: NriBlock,
};
