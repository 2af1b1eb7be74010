import { checkMobile, checkName } from '../../leads-form/validate';
import type { CustomerCallbackData } from './data';

/** docs/product/leads.md 'Callback card': name first, then the phone ('required', then 'exactly 9 digits'). */
export function callbackErrors(
  name: string,
  phone: string,
  s: CustomerCallbackData['strings']['callback'],
): { name: string | null; phone: string | null } {
  const p = checkMobile(phone);
  const n = checkName(name);
  return {
    name: n === 'ok' ? null : n === 'required' ? s.nameRequired : s.nameInvalid,
    phone: p === 'ok' ? null : p === 'required' ? s.phoneRequired : s.phoneInvalid,
  };
}
