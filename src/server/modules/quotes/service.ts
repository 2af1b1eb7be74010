import { ZInsurer } from '../../../shared/contracts/quotes';
import { insurerLogoSvg } from '../../../shared/quotes/logo';
import { certificate } from './certificate';
import { chosenPlan } from './chosen-plan';
import { comparison } from './comparison';
import { quotesCore, readableEnquiry, type QuotesDeps } from './core';
import { list } from './list';
import { priceStep } from './runs';
import { quoteToBuy } from './quote-to-buy';

type InputOf<F> = F extends (core: never, input: infer I) => unknown ? I : never;

/**
 * Quotes (decision 0013, docs/product/quotes.md): pricing an enquiry's stored answers with every plan of every
 * insurer of its product, storing the priced certificates (one run per pricing), and answering the list, the
 * certificate and the car comparison to the device that owns the enquiry. The module's public face: each use case
 * is `fn(core, input)` in its file (list.ts, certificate.ts, comparison.ts, chosen-plan.ts; pricing runs in
 * runs.ts), bound here to the module's dependencies and in-memory state (core.ts).
 */
export function quotesService(deps: QuotesDeps) {
  const core = quotesCore(deps);
  return {
    list: (input: InputOf<typeof list>) => list(core, input),
    /** The enquiry if this device may read it (its own, or granted by its number's code), for the leads module. */
    readableEnquiry: (deviceUuid: string, publicId: string) => readableEnquiry(core, deviceUuid, publicId),
    certificate: (input: InputOf<typeof certificate>) => certificate(core, input),
    comparison: (input: InputOf<typeof comparison>) => comparison(core, input),
    priceStep: (enquiryPublicId: string) => priceStep(core, enquiryPublicId),
    chosenPlan: (input: InputOf<typeof chosenPlan>) => chosenPlan(core, input),
    /** The quote a visitor buys, owner-checked and re-priced once stale (the policies module). */
    quoteToBuy: (input: InputOf<typeof quoteToBuy>) => quoteToBuy(core, input),
    /** GET /assets/insurers/{slug}.svg: the insurer's logo drawn from its catalogue row. */
    logo: async (slug: string): Promise<string | undefined> => {
      const parsed = ZInsurer.safeParse(await core.repo.insurerBySlug(slug));
      return parsed.success ? insurerLogoSvg(parsed.data) : undefined;
    },
    /** The product's catalogue read now, bypassing the cache (the starting prices cache their own results). */
    loadCatalogue: core.loadCatalogue,
    clearCache: () => {
      core.clearCatalogues();
      core.listings.clear();
      core.resolvedFilters.clear();
      core.networkTiers.clear();
    },
  };
}

export type QuotesService = ReturnType<typeof quotesService>;
