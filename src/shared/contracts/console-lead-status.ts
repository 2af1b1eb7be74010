/**
 * A lead's status on the desk (decision 0114); a lead the desk has not touched is `new`. A file without zod: the
 * console's browser code reads the list too.
 */
export const LEAD_WORK_STATUSES = [
  'new',
  'assigned',
  'contacted',
  'no_answer',
  'callback_booked',
  'converted',
  'lost',
  'do_not_contact',
] as const;
export type LeadWorkStatus = (typeof LEAD_WORK_STATUSES)[number];
