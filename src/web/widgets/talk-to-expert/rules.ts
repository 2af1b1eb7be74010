import { checkMobile, checkSalary } from '../../leads-form/validate';
import type { TalkToExpertData } from './data';

/** docs/product/leads.md: 'Mobile number is required' / talk-to-expert 'Invalid value'; salary 'Invalid value'. */
export function talkToExpertErrors(
  mobile: string,
  income: string,
  s: TalkToExpertData['strings']['talkToExpert'],
): { mobile: string | null; income: string | null } {
  const m = checkMobile(mobile);
  return {
    mobile: m === 'ok' ? null : m === 'required' ? s.mobileRequired : s.invalidValue,
    income: checkSalary(income) === 'ok' ? null : s.invalidValue,
  };
}
