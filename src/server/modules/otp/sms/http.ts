import { MOBILE_PREFIX } from '../../../../shared/rules/inputs';
import { SmsDeliveryError, type SmsAdapter } from './types';

export type HttpSmsOptions = {
  url: string;
  token: string;
  sender: string;
  /** Milliseconds before the request is abandoned (default 5 s). */
  timeoutMs?: number;
};

export const SMS_HTTP_TIMEOUT_MS = 5000;

/**
 * A provider's JSON endpoint: POST {to: '+971…', from, text} with a bearer token. Anything but a 2xx
 * answer within the timeout is a failed delivery (the OTP service then withdraws the code).
 */
export function httpSmsAdapter(opts: HttpSmsOptions): SmsAdapter {
  const timeoutMs = opts.timeoutMs ?? SMS_HTTP_TIMEOUT_MS;
  return {
    async send(mobileNumber, text, sendOpts) {
      let res: Response;
      try {
        res = await fetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${opts.token}`,
            ...(sendOpts?.idempotencyKey ? { 'idempotency-key': sendOpts.idempotencyKey } : {}),
          },
          body: JSON.stringify({ to: `${MOBILE_PREFIX}${mobileNumber}`, from: opts.sender, text }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
        throw new SmsDeliveryError(
          timedOut ? `SMS provider did not answer within ${timeoutMs} ms` : 'SMS provider unreachable',
        );
      }
      // The body is not needed; releasing it frees the connection.
      await res.body?.cancel().catch(() => undefined);
      if (!res.ok) throw new SmsDeliveryError(`SMS provider answered HTTP ${res.status}`);
    },
  };
}
