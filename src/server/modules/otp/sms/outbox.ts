import type { Db } from '../../../../db/client';
import { smsOutbox } from '../../../../db/schema';
import type { SmsAdapter } from './types';

/**
 * Development delivery: the message is written to the sms_outbox table, where /dev/outbox/ and
 * GET /api/dev/outbox show it (decision 0007). Never the adapter of a deployment.
 */
export function outboxSmsAdapter(db: Db): SmsAdapter {
  return {
    async send(mobileNumber, text) {
      await db.insert(smsOutbox).values({ mobileNumber, body: text });
    },
  };
}
