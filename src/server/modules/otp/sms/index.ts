import type { Db } from '../../../../db/client';
import type { Config } from '../../../config';
import { httpSmsAdapter, unconfiguredSmsAdapter } from './http';
import { outboxSmsAdapter } from './outbox';
import type { SmsAdapter } from './types';

export type { SmsAdapter } from './types';
export { SmsDeliveryError } from './types';

/** The adapter the configuration asks for (SMS_ADAPTER, SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_SENDER). */
export function createSmsAdapter(sms: Config['sms'], db: Db): SmsAdapter {
  if (sms.adapter === 'outbox') return outboxSmsAdapter(db);
  if (!sms.httpUrl || !sms.httpToken) return unconfiguredSmsAdapter();
  return httpSmsAdapter({ url: sms.httpUrl, token: sms.httpToken, sender: sms.sender });
}
