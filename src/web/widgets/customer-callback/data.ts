import type { LeadFormStrings } from '../../leads-form/strings';
/** What the browser needs (non-executable JSON inside the widget). */

export type CustomerCallbackData = {
  productId: number;
  strings: Pick<LeadFormStrings, 'callback' | 'errors' | 'consent'>;
};
