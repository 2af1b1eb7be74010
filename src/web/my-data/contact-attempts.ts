import type { TMyData } from '../../shared/contracts/my-data';
import { el } from '../ui/el';
import type { MyDataContext } from './context';

/**
 * A call or message the team made about one of the number's contact requests (decision 0115): when, how, what came
 * of it, by "the Sahel Compare team" (never a staff member's name). Strings: the `myDataContact` catalogue, carried
 * in the page's strings under `contactAttempts`.
 */
export function contactAttemptItem(
  a: TMyData['contactAttempts'][number],
  { t, line, date }: MyDataContext,
): HTMLLIElement {
  return el(
    'li',
    { class: 'my-data__event', 'data-contact-attempt': a.outcome, 'data-lead': a.leadId },
    line('contactAttempts.item', {
      date: date(a.at),
      channel: t(`contactAttempts.channels.${a.channel}`),
      outcome: t(`contactAttempts.outcomes.${a.outcome}`),
    }),
  );
}
