import type { LeadFormStrings } from '../../leads-form/strings';

/** What the browser needs (non-executable JSON inside the widget). */
export type TalkToExpertData = {
  productId: number;
  marketing: boolean;
  strings: Pick<LeadFormStrings, 'talkToExpert' | 'errors' | 'consent'>;
};
