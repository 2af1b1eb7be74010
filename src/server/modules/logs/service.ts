import type { TClientLog } from '../../../shared/contracts/session';
import { redactServerText } from '../../lib/sms-redaction';
import type { LogsRepo } from './repo';

/**
 * Redacted (also the product's own SMS texts in every language, decision 0080), and without U+0000 (PostgreSQL
 * text cannot hold it; a crafted record must not cause a 500).
 */
const clean = (v: string | number | undefined) =>
  v === undefined ? null : redactServerText(String(v)).replaceAll('\u0000', '');

export function logsService(repo: LogsRepo) {
  return {
    /**
     * Stores a browser error record (docs/product/analytics.md last paragraph). Request and response bodies arrive as
     * strings and may hold mobile numbers, OTPs or tokens: only the redacted text is kept.
     */
    async store(log: TClientLog): Promise<void> {
      await repo.insert({
        errorInfo: clean(log.errorInfo),
        // Redaction can lengthen text; the column holds 64 characters.
        clientTimestamp: clean(log.timestamp)?.slice(0, 64) ?? null,
        statusCode: log.statusCode ?? null,
        message: clean(log.message),
        requestUrl: clean(log.requestUrl),
        requestData: clean(log.requestData),
        responseData: clean(log.responseData),
        duration: log.duration === undefined ? null : Math.round(log.duration),
      });
    },
  };
}

export type LogsService = ReturnType<typeof logsService>;
