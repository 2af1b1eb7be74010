import { ConsoleApiError, type ConsoleSectionProps } from './types';

/** A passkey call's refusal in the staff's language: its code in `consolePasskeys:errors`, else the message. */
export function passkeyMessage(t: ConsoleSectionProps['t'], e: unknown): string {
  if (e instanceof ConsoleApiError)
    return t(`consolePasskeys:errors.${e.code}`, { defaultValue: '' }) || e.message;
  return e instanceof Error ? e.message : String(e);
}
