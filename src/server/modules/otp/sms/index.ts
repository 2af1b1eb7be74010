import type { Db } from '../../../../db/client';
import type { Config } from '../../../config';
import { httpSmsAdapter } from './http';
import { outboxSmsAdapter } from './outbox';
import type { SmsAdapter } from './types';

export type { SmsAdapter } from './types';

/** The adapter the configuration asks for (SMS_ADAPTER, SMS_HTTP_URL, SMS_HTTP_TOKEN, SMS_SENDER). */
export function createSmsAdapter(sms: Config['sms'], db: Db): SmsAdapter {
  if (sms.adapter === 'outbox') return outboxSmsAdapter(db);
  // buildConfig refuses to start without them (decision 0024); this only narrows the types.
  if (!sms.httpUrl || !sms.httpToken)
    throw new Error('SMS_ADAPTER=http needs SMS_HTTP_URL and SMS_HTTP_TOKEN');
  return httpSmsAdapter({ url: sms.httpUrl, token: sms.httpToken, sender: sms.sender });
}

/** Counts every delivery attempt by adapter and outcome (the `/metrics` OTP sends counter; decision 0024). */
export function countedSmsAdapter(
  adapter: SmsAdapter,
  count: (result: 'sent' | 'failed') => void,
): SmsAdapter {
  return {
    async send(mobileNumber, text, opts) {
      try {
        await adapter.send(mobileNumber, text, opts);
      } catch (err) {
        count('failed');
        throw err;
      }
      count('sent');
    },
  };
}
