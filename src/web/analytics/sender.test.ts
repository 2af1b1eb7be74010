import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_EVENTS_URL,
  ANALYTICS_FIELD_ID_MAX,
} from '../../shared/contracts/analytics-constants';
import { ZAnalyticsBatch } from '../../shared/contracts/analytics';
import { installFakeBrowser } from '../session/testing/fake-browser';
import { BATCH_MAX, connectSender, EVENTS_URL, flushEvents, resetSender, sendEvent } from './sender';

let visitId: number | undefined;
const connect = () => connectSender({ visitId: () => visitId, productId: 1 });
afterEach(() => {
  resetSender();
  visitId = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const posted = (b: ReturnType<typeof installFakeBrowser>) => b.calls.filter((c) => c.url === EVENTS_URL);

describe('the analytics sender (decisions 0103, 0108)', () => {
  it('keeps its call and batch size equal to the contract (it does not import it: the redaction rules)', () => {
    expect(EVENTS_URL).toBe(ANALYTICS_EVENTS_URL);
    expect(BATCH_MAX).toBe(ANALYTICS_BATCH_MAX);
    expect(ANALYTICS_FIELD_ID_MAX).toBe(64);
  });

  it('waits for the visit, then sends batches of at most 20 the contract accepts, with keepalive', async () => {
    const b = installFakeBrowser({ url: 'https://s.example/car-insurance/' });
    b.setHandler(() => ({ status: 202, body: { success: true } }));
    connect();
    vi.useFakeTimers();
    for (let i = 0; i < 25; i++) sendEvent('journeyTracking', { fieldId: `field${i}` });
    vi.runAllTimers();
    expect(posted(b)).toHaveLength(0); // no visit yet
    visitId = 42; // the session start flushes once it knows the visit
    flushEvents();
    const batches = posted(b);
    expect(batches.map((c) => (c.body as { events: unknown[] }).events.length)).toEqual([20, 5]);
    for (const c of batches) {
      const body = ZAnalyticsBatch.parse(c.body);
      expect(body.visitId).toBe(42);
      expect(body.events[0]).toMatchObject({
        name: 'journeyTracking',
        pagePath: '/car-insurance/',
        productId: 1,
      });
      expect(c.headers.authorization).toBeUndefined();
    }
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('sends 2 s after the first event, at once with leavingPage', () => {
    const b = installFakeBrowser();
    visitId = 7;
    connect();
    vi.useFakeTimers();
    sendEvent('pageView');
    expect(posted(b)).toHaveLength(0);
    vi.advanceTimersByTime(2000);
    expect(posted(b)).toHaveLength(1);
    sendEvent('leavingPage');
    expect(posted(b)).toHaveLength(2);
    flushEvents(); // nothing left
    expect(posted(b)).toHaveLength(2);
  });

  it('leaves out a field id or product the contract would refuse, never the event', () => {
    const b = installFakeBrowser();
    visitId = 7;
    connect();
    sendEvent('phoneNumberCaptured', { fieldId: '0501234567', productId: 1.5 });
    sendEvent('leavingPage');
    const events = (posted(b)[0]?.body as { events: Record<string, unknown>[] }).events;
    expect(events[0]).toEqual({
      name: 'phoneNumberCaptured',
      at: expect.any(String),
      pagePath: '/car-insurance/',
    });
  });
});
