import { randomBytes } from 'node:crypto';
import { TEST_CARDS, type THandoffProposal, type TInsurerEvent } from '../shared/contracts/policies';
import { PRODUCT } from '../shared/domain/products';
import { addOffset, formatDate, todayAt, type CalendarDate } from '../shared/rules/dates';

/**
 * The insurer sandbox's rules (src/sandbox/README.md), pure: which card does what, the policy number, the cover
 * dates and the events sent back to the marketplace. No I/O and no clock of its own (`now` comes in).
 */

export type CardOutcome = 'approve' | 'decline' | 'other';

/** The longest card number text taken in (19 digits with spaces between groups); anything longer is not a card. */
export const CARD_INPUT_MAX = 40;

/**
 * What a typed card number does: spaces (and the dashes some people type) between digits are allowed. The number
 * itself is never kept: only this outcome leaves the function.
 */
export function cardOutcome(input: string): CardOutcome {
  const digits = input.replace(/[\s-]/g, '');
  if (digits === TEST_CARDS.approve) return 'approve';
  if (digits === TEST_CARDS.decline) return 'decline';
  return 'other';
}

/** A test card as people read it: groups of four ('4242 4242 4242 4242'). */
export function groupedCard(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The product part of a policy number (a plan of another product is issued as GEN). */
const PRODUCT_CODES: Readonly<Record<number, string>> = {
  [PRODUCT.CAR_INSURANCE]: 'MOT',
  [PRODUCT.TRAVEL_INSURANCE]: 'TRV',
  [PRODUCT.HEALTH_INSURANCE]: 'MED',
  [PRODUCT.HOME_INSURANCE]: 'HOM',
};

/**
 * The insurer's prefix: the initials of its English name without the '(demo)' marker ('Falcon Crest Assurance
 * (demo)' → 'FCA'), two to four letters; the code's initials when the name gives fewer than two.
 */
export function insurerPrefix(englishName: string, code: string): string {
  const words = englishName
    .replace(/\([^)]*\)/g, ' ')
    .split(/[^A-Za-z]+/)
    .filter(Boolean);
  const fromName = words.map((w) => w[0]!.toUpperCase()).join('');
  if (fromName.length >= 2) return fromName.slice(0, 4);
  const fromCode = code
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  return (fromCode + 'XX').slice(0, Math.max(2, Math.min(4, fromCode.length)));
}

/**
 * The policy number, per insurer: 'FCA-MOT-2026-000123' (prefix, product, year of issue in the UAE, the checkout's
 * sequence number). Unique because the sequence number is the checkout row's own id; a seventh digit appears when
 * the sequence passes 999999 (at most 32 characters in all, the events' limit).
 */
export function policyNumberOf(prefix: string, productId: number, year: number, sequence: number): string {
  const product = PRODUCT_CODES[productId] ?? 'GEN';
  return `${prefix}-${product}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** An ISO calendar date ('2026-11-29'). */
export const isoDate = (d: CalendarDate): string => formatDate(d, 'YYYY-MM-DD');

/**
 * The cover of a policy issued at `now`: from today in the UAE (Asia/Dubai, UTC+4 all year) for 13 months less a
 * day for a car (UAE motor policies run 13 months) and a year less a day for the others.
 */
export function coverDates(now: Date, productId: number): { startDate: string; endDate: string } {
  const start = todayAt(now);
  const months = productId === PRODUCT.CAR_INSURANCE ? 13 : 12;
  const end = addOffset(addOffset(start, { amount: months, unit: 'm' }), { amount: -1, unit: 'd' });
  return { startDate: isoDate(start), endDate: isoDate(end) };
}

/** An event id: 'sbx_' and 16 random bytes (base64url), unique per event, never reused for another body. */
export const newEventId = (): string => `sbx_${randomBytes(16).toString('base64url')}`;

/** The documents every sandbox policy comes with (names are the insurer's, in English like its wording). */
export const POLICY_DOCUMENTS: NonNullable<TInsurerEvent['data']['documents']> = [
  { kind: 'schedule', name: 'Policy schedule' },
  { kind: 'certificate', name: 'Certificate of insurance' },
  { kind: 'wording', name: 'Policy wording' },
];

/** `policy.issued` for a paid checkout: the price the marketplace showed (honoured), the number and the cover. */
export function issuedEvent(opts: {
  id: string;
  now: Date;
  handoffId: string;
  proposal: Pick<THandoffProposal, 'quoteId' | 'productId' | 'price'>;
  policyNumber: string;
}): TInsurerEvent {
  const { proposal } = opts;
  return {
    id: opts.id,
    type: 'policy.issued',
    createdAt: opts.now.toISOString(),
    data: {
      handoffId: opts.handoffId,
      quoteId: proposal.quoteId,
      policyNumber: opts.policyNumber,
      premiumFils: proposal.price.premiumFils,
      vatFils: proposal.price.vatFils,
      ...coverDates(opts.now, proposal.productId),
      documents: POLICY_DOCUMENTS,
    },
  };
}

/** `payment.declined` for a declined attempt (the visitor may still pay with another card). */
export function declinedEvent(opts: {
  id: string;
  now: Date;
  handoffId: string;
  proposal: Pick<THandoffProposal, 'quoteId'>;
}): TInsurerEvent {
  return {
    id: opts.id,
    type: 'payment.declined',
    createdAt: opts.now.toISOString(),
    data: { handoffId: opts.handoffId, quoteId: opts.proposal.quoteId },
  };
}
