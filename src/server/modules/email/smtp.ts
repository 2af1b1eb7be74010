import { createTransport } from 'nodemailer';
import { redactText } from '../../../shared/rules/redact';
import { EmailDeliveryError, type EmailAdapter } from './types';

/** Milliseconds an SMTP exchange may take before the attempt counts as failed (the job retries it). */
const SMTP_TIMEOUT_MS = 20_000;

/** nodemailer's transport: an SMTP URL (production), or any transport options (tests use its stream transport). */
export type SmtpTarget = string | Record<string, unknown>;

/**
 * Production delivery (decision 0106): SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@host:465). A
 * failure is thrown as EmailDeliveryError with the server's answer redacted (no address, no text).
 */
export function smtpEmailAdapter(target: SmtpTarget, from: string): EmailAdapter {
  const transport =
    typeof target === 'string'
      ? createTransport(target, {})
      : createTransport({ ...target } as Parameters<typeof createTransport>[0]);
  return {
    name: 'smtp',
    async send(m) {
      const timer = new Promise<never>((_, reject) => {
        const t = setTimeout(
          () => reject(new EmailDeliveryError(`SMTP did not answer within ${SMTP_TIMEOUT_MS} ms`)),
          SMTP_TIMEOUT_MS,
        );
        t.unref();
      });
      try {
        await Promise.race([
          transport.sendMail({
            from,
            to: m.to,
            subject: m.subject,
            text: m.text,
            html: m.html,
            messageId: m.messageId,
          }),
          timer,
        ]);
      } catch (err) {
        if (err instanceof EmailDeliveryError) throw err;
        const raw = err instanceof Error ? `${err.name}: ${err.message}` : 'SMTP send failed';
        throw new EmailDeliveryError(redactText(raw).slice(0, 200));
      }
    },
    async close() {
      transport.close();
    },
  };
}
