/**
 * "Stop all contact" that lasts (decision 0044): what a number's latest suppression means for one lead. Pure, so the
 * lead's transaction and the delivery job decide by the same rule.
 */

/** The number's latest suppression, if any, and when the lead's own enquiry proved that number by its code. */
export type SuppressionFacts = {
  since: Date | null;
  liftedAt: Date | null;
  provedAt: Date | null;
};

/** What the CRM receives with each delivered lead, and what the outbox decides by. */
export type SuppressionState =
  | { state: 'none' }
  /** The number was suppressed and lifted it (proved by its code on /my-data/) before this decision. */
  | { state: 'lifted'; since: string; liftedAt: string }
  /** Suppressed, and the lead's enquiry proved the number by its code after the suppression began. */
  | { state: 'provedByCode'; since: string; provedAt: string }
  /** Suppressed: the lead is kept and never delivered. */
  | { state: 'suppressed'; since: string };

export function suppressionOf(f: SuppressionFacts): SuppressionState {
  if (f.since === null) return { state: 'none' };
  const since = f.since.toISOString();
  if (f.liftedAt !== null) return { state: 'lifted', since, liftedAt: f.liftedAt.toISOString() };
  // Only a code sent to the number proves it is the owner's: typing the number again proves nothing.
  if (f.provedAt !== null && f.provedAt.getTime() > f.since.getTime())
    return { state: 'provedByCode', since, provedAt: f.provedAt.toISOString() };
  return { state: 'suppressed', since };
}
