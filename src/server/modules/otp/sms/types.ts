/** Delivers one text message to a UAE mobile number (nine digits, without +971). */
export interface SmsAdapter {
  send(mobileNumber: string, text: string): Promise<void>;
}

/**
 * A delivery that did not happen (or may not have). The message names the failure only: never the
 * number, the text or the code, since it may reach a log line.
 */
export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}
