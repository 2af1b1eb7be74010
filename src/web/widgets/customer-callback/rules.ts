import { checkMobile, checkName } from '../../leads-form/validate';
import type { CustomerCallbackData } from './customer-callback';

/** Spec 000 §5 'Callback card': name first, then the phone ('required', then 'exactly 9 digits'). */
export function callbackErrors(
  name: string,
  phone: string,
  s: CustomerCallbackData['strings']['callback'],
): { name: string | null; phone: string | null } {
  const p = checkMobile(phone);
  return {
    name: checkName(name) === 'ok' ? null : s.nameRequired,
    phone: p === 'ok' ? null : p === 'required' ? s.phoneRequired : s.phoneInvalid,
  };
}
