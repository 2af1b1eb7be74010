import type {
  CardType,
  TCardFilters,
  TCreditCardsResponse,
} from '../../shared/contracts/credit-cards-api-constants';
import type { LangCode } from '../../shared/domain/locales';
import type { Catalogue } from '../../shared/i18n/translator';
import type { CalendarDate } from '../../shared/rules/dates';
import type { JourneyStrings, RulesCatalogue } from '../journeys/strings';

/** What the CREDIT_CARDS block hands the listing island. */
export type CreditCardsProps = {
  lang: LangCode;
  /** The `cards` catalogue of the page language. */
  strings: Catalogue;
  /** The rule engine's messages the island shows ('Invalid value', the mobile number's), by message key. */
  ruleMessages: Record<string, string>;
  /** id of the list's title (the block's h2): the page scrolls to it after a filter reload. */
  titleId: string;
  /** Method and url from the block's action (docs/product/cards.md). */
  action: { method: 'POST'; url: string };
  /** The page's preset banking model, sent with every request. */
  cardType: CardType | null;
  /** The page type's default filters (docs/product/cards.md: income 5000, 50000 on BU). */
  defaults: TCardFilters;
  /** The first page the server rendered for the defaults (decision 0019); null: the island loads it. */
  initial: { filters: TCardFilters; response: TCreditCardsResponse } | null;
  /** The full-screen filter dialog on mobile, on '/credit-cards/' only (docs/product/cards.md). */
  mobileFilters: boolean;
  /** The application page in the page language ('Apply Now' adds `?planid=`). */
  applyPath: string;
  /** The application popup's journey (docs/product/cards.md): its `journey` and `rules` catalogues and today (GST). */
  apply?: { strings: JourneyStrings; rules: RulesCatalogue; today: CalendarDate };
};
