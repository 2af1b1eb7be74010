/** Delivers one text message to a UAE mobile number (nine digits, without +971). */
export interface SmsAdapter {
  send(mobileNumber: string, text: string, opts?: SmsSendOptions): Promise<void>;
}

export type SmsSendOptions = {
  /**
   * The same key for every attempt at one message (renewal reminders, decision 0089): a provider that honours the
   * Idempotency-Key header delivers a retried message once.
   */
  idempotencyKey?: string;
};

/**
 * A delivery that did not happen (or may not have). The message names the failure only: never the
 * number, the text or the code, since it may reach a log line.
 */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}
