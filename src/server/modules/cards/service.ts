import type { FastifyBaseLogger } from 'fastify';
import {
  ZBank,
  ZBankingLookup,
  ZCreditCard,
  type TBank,
  type TBankingLookup,
} from '../../../shared/contracts/banking';
import type { TBlock } from '../../../shared/contracts/blocks';
import type { TBlockData, TCreditCardsData } from '../../../shared/contracts/block-data';
import {
  CREDIT_CARDS_ERROR_CODES,
  CREDIT_CARDS_URL,
  ZCreditCardsQuery,
  ZCreditCardsRequest,
  type TCreditCardsResponse,
} from '../../../shared/contracts/credit-cards-api';
import type { LangCode } from '../../../shared/domain/locales';
import { tFor } from '../../../shared/i18n/catalogues';
import { insurerLogoSvg } from '../../../shared/quotes/logo';
import { MSG } from '../../../shared/rules/messages';
import { ttlCache } from '../../lib/ttl-cache';
import type { Refusal as LibRefusal, RefusalBody } from '../../lib/outcome';
import {
  DEFAULT_PAGE,
  catalogueOf,
  defaultFilters,
  filterOptions,
  incomeOf,
  presentCard,
  substitutesPopular,
  unknownFilterIds,
  type CardCatalogue,
  type ListingRequest,
} from './domain/listing';
import type { CardPage, CardQuery, CardsRepo } from './repo';
import { loggableError } from '../../plugins/errors';

/** A refusal of the listing: a bad body names its zod issues. */
export type Refusal = LibRefusal<RefusalBody & { issues?: { path: string; message: string }[] }>;
export type Outcome<T> = { ok: true; value: T } | Refusal;

/** The lookups and banks change only with a re-seed: a re-seed shows within this (like the quotes catalogue). */
export const CARD_CATALOGUE_TTL_MS = 30_000;

/**
 * The credit cards listing (decision 0019): cards a monthly income is eligible for, narrowed by the
 * visitor's filters, in listing order, a page at a time; the popular eligible cards when the filters leave nothing
 * (docs/product/cards.md). The query is SQL (repo.ts); the rules around it are pure (domain/listing.ts).
 */
export function creditCardsService(deps: {
  repo: CardsRepo;
  log: Pick<FastifyBaseLogger, 'warn'>;
  catalogueTtlMs?: number;
}) {
  const { repo, log } = deps;
  const catalogues = ttlCache<CardCatalogue>(deps.catalogueTtlMs ?? CARD_CATALOGUE_TTL_MS, { maxEntries: 1 });

  /** Every row checked by its schema at load; a failing row is logged and left out (as the quotes catalogue). */
  async function loadCatalogue(): Promise<CardCatalogue> {
    const src = await repo.filterSource();
    const banks: TBank[] = [];
    for (const doc of src.banks) {
      const r = ZBank.safeParse(doc);
      if (r.success) banks.push(r.data);
      else log.warn({ what: 'bank' }, 'banking catalogue row failed its schema; ignored');
    }
    const lookups: TBankingLookup[] = [];
    for (const doc of src.lookups) {
      const r = ZBankingLookup.safeParse(doc);
      if (r.success) lookups.push(r.data);
      else log.warn({ what: 'lookup' }, 'banking catalogue row failed its schema; ignored');
    }
    return catalogueOf(banks, lookups, {
      bankIds: src.usedBankIds,
      featureIds: src.usedFeatureIds,
      rewardTypeIds: src.usedRewardTypeIds,
    });
  }
  const catalogue = () => catalogues.get('cards', loadCatalogue);
  /** The filter lists are the same for every answer in a language until the catalogue is loaded again. */
  const optionsByCatalogue = new WeakMap<CardCatalogue, Map<LangCode, TCreditCardsResponse['filters']>>();
  function optionsOf(cat: CardCatalogue, lang: LangCode): TCreditCardsResponse['filters'] {
    let byLang = optionsByCatalogue.get(cat);
    if (!byLang) optionsByCatalogue.set(cat, (byLang = new Map()));
    let options = byLang.get(lang);
    if (!options) byLang.set(lang, (options = filterOptions(cat, lang)));
    return options;
  }

  /** The page the request asks for, or the popular substitute (decision 0019 'Popular substitution'). */
  async function chosenPage(
    req: ListingRequest,
    q: CardQuery,
  ): Promise<{ page: CardPage; popular: boolean }> {
    const page = await repo.page(q);
    if (!substitutesPopular(req, page.total)) return { page, popular: false };
    // The income alone, with the page's preset card type: the popular cards, else (none within reach) the best.
    const wide: CardQuery = { ...q, bankIds: [], featureIds: [], rewardTypeIds: [] };
    let alt = await repo.page({ ...wide, popularOnly: true });
    if (alt.total === 0) alt = await repo.page(wide);
    return alt.total > 0 ? { page: alt, popular: true } : { page, popular: false };
  }

  async function listing(
    req: ListingRequest,
    paging: { skip: number; limit: number },
    lang: LangCode,
  ): Promise<TCreditCardsResponse> {
    const cat = await catalogue();
    const { page, popular } = await chosenPage(req, {
      incomeFils: req.income * 100,
      bankIds: req.bankIds,
      featureIds: req.featureIds,
      rewardTypeIds: req.rewardTypeIds,
      cardType: req.cardType,
      popularOnly: false,
      sort: req.sort,
      skip: paging.skip,
      limit: paging.limit,
    });
    const t = tFor(lang);
    const quotes = page.rows.flatMap((row) => {
      const card = ZCreditCard.safeParse(row.card);
      const bank = ZBank.safeParse(row.bank);
      if (card.success && bank.success)
        return [presentCard(card.data, bank.data, row.rewardTypeId, cat, lang, t)];
      log.warn({ what: card.success ? 'bank' : 'card' }, 'credit card row failed its schema; left out');
      return [];
    });
    return {
      quotes,
      totalCount: page.total,
      itemCount: quotes.length,
      skip: paging.skip,
      limit: paging.limit,
      isProviderPopularPlans: popular,
      filters: optionsOf(cat, lang),
      income: req.income,
    };
  }

  /**
   * POST /api/credit-cards. The income first (the salary rules: 'Invalid value', 422 INVALID_INCOME), then the
   * body's shape (400 VALIDATION_FAILED), then the ids (400 UNKNOWN_FILTER), then the listing.
   */
  async function list(input: {
    body: unknown;
    query: unknown;
    language: LangCode;
  }): Promise<Outcome<TCreditCardsResponse>> {
    const t = tFor(input.language);
    const body = input.body;
    const rawIncome =
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? (body as { income?: unknown }).income
        : undefined;
    if (incomeOf(rawIncome) === null) {
      const message = t(MSG.invalidValue);
      return {
        ok: false,
        status: 422,
        body: {
          code: CREDIT_CARDS_ERROR_CODES.INVALID_INCOME,
          message,
          issues: [{ path: 'income', message }],
        },
      };
    }
    const paging = ZCreditCardsQuery.parse(input.query ?? {});
    const req = ZCreditCardsRequest.parse(body);
    const unknown = unknownFilterIds(req, await catalogue());
    if (unknown.length > 0)
      return {
        ok: false,
        status: 400,
        body: {
          code: CREDIT_CARDS_ERROR_CODES.UNKNOWN_FILTER,
          message: t('cards:errors.unknownFilter', { ids: unknown.join(', ') }),
        },
      };
    return { ok: true, value: await listing(req, paging, input.language) };
  }

  /**
   * The page route's resolver step (decision 0019): the first page of every CREDIT_CARDS block whose action is this
   * API, for the default filters of the page's type, so the server renders the cards and hydration does not fetch
   * them again. A failed lookup leaves that block's data null: the island then loads the page itself.
   */
  async function resolveBlocks(
    blocks: readonly TBlock[],
    lang: LangCode,
    page?: { pageTypeId: number },
  ): Promise<Pick<TBlockData, 'creditCards'>> {
    const creditCards: Record<string, TCreditCardsData> = {};
    await Promise.all(
      blocks.map(async (block) => {
        if (block.type !== 'CREDIT_CARDS' || block.action.url !== CREDIT_CARDS_URL) return;
        const filters = {
          ...defaultFilters(page?.pageTypeId ?? 0),
          ...(block.bankIds ? { bankIds: block.bankIds } : {}),
        };
        creditCards[block.key] = await listing({ ...filters, cardType: block.cardType }, DEFAULT_PAGE, lang)
          .then((response) => ({ filters, response }))
          .catch((err: unknown) => {
            log.warn(
              { err: loggableError(err), block: block.key },
              'credit cards listing failed; the browser loads it',
            );
            return null;
          });
      }),
    );
    return { creditCards };
  }

  /** Generated bank logos (the insurers' generator, shared/quotes/logo.ts), for `/assets/banks/<slug>.svg`. */
  async function logo(slug: string): Promise<string | undefined> {
    const parsed = ZBank.safeParse(await repo.bankBySlug(slug));
    return parsed.success ? insurerLogoSvg(parsed.data) : undefined;
  }

  return { list, listing, resolveBlocks, logo, clearCache: () => catalogues.clear() };
}

export type CreditCardsService = ReturnType<typeof creditCardsService>;
