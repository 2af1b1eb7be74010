/** One rendered e-mail as an adapter delivers it (decision 0106). */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every attempt at one outbox row, so a receiving system can drop a repeat. */
  messageId: string;
};

/** Delivers one e-mail; throws EmailDeliveryError when it did not (or may not have) happen. */
export interface EmailAdapter {
  readonly name: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close?(): Promise<void>;
}

/**
 * A delivery that did not happen. Its message never holds the address or the text: an SMTP server's answer often
 * quotes the recipient, so the adapter redacts it before throwing (it reaches a log line and `last_error`).
 */
export class EmailDeliveryError extends Error {
  override readonly name = 'EmailDeliveryError';
}
