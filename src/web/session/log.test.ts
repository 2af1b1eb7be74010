import { afterEach, describe, expect, it, vi } from 'vitest';
import { logsSettled, MAX_LOGS_PER_PAGE, resetLogBudget, sendErrorLog } from './log';
import { toLogRecord } from './log-record';
import { ZClientLog } from '../../shared/contracts/session';
import { installFakeBrowser } from './testing/fake-browser';
import { resetMemoryStorage } from './storage';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLogBudget();
  resetMemoryStorage();
});

const input = {
  errorInfo: 'POST HTTP_500',
  statusCode: 500,
  message: 'failed for someone@example.com',
  requestUrl: '/api/otp/mobile_number/501234567',
  requestData: { mobileNumber: '0501234567', otp: '1234', note: 'ok' },
  responseData: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig',
  durationMs: 12.6,
};

describe('toLogRecord (docs/product/session.md log record)', () => {
  it('fits the contract and redacts personal data', () => {
    const rec = toLogRecord(input, new Date('2026-01-02T03:04:05Z'));
    expect(ZClientLog.parse(rec)).toEqual(rec);
    expect(rec.timestamp).toBe('2026-01-02T03:04:05.000Z');
    expect(rec.duration).toBe(13);
    const text = JSON.stringify(rec);
    for (const secret of ['someone@example.com', '501234567', '1234"', 'eyJhbGciOiJIUzI1NiJ9'])
      expect(text).not.toContain(secret);
    expect(rec.requestData).toContain('ok');
  });

  it('cuts long fields to the contract limits', () => {
    const rec = toLogRecord({
      ...input,
      message: 'x'.repeat(10_000),
      responseData: 'y'.repeat(10_000),
      durationMs: -1,
      statusCode: 5000,
    });
    expect(ZClientLog.safeParse(rec).success).toBe(true);
    expect(rec.message).toHaveLength(2000);
    expect(rec.responseData).toHaveLength(6000);
  });

  it('never throws on odd request data', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(toLogRecord({ ...input, requestData: cyclic }).requestData).toBe('[unserialisable]');
    expect(toLogRecord({ ...input, requestData: undefined }).requestData).toBe('');
  });
});

describe('sendErrorLog', () => {
  it('sends at most the per-page budget', async () => {
    const b = installFakeBrowser();
    b.setHandler(() => ({ status: 200, body: { success: true } }));
    for (let i = 0; i < MAX_LOGS_PER_PAGE + 5; i++) sendErrorLog(input);
    await logsSettled(); // the record's chunk loads first (decision 0108)
    expect(b.calls).toHaveLength(MAX_LOGS_PER_PAGE);
    expect(b.calls[0]?.url).toBe('/api/analytics/dumpLogs');
  });

  it('is skipped on localhost (docs/product/session.md Logs)', async () => {
    const b = installFakeBrowser({ url: 'http://localhost:3000/' });
    sendErrorLog(input);
    await logsSettled();
    expect(b.calls).toHaveLength(0);
  });
});
