import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cleared,
  debounce,
  initialState,
  listPageUrl,
  listQuery,
  missingForSearch,
  NAME_DEBOUNCE_MS,
  nearbyBody,
  optionsCache,
  pageLimit,
  roundCoordinate,
  withFilter,
  withPage,
} from './state';

const q = (s: string | null) => Object.fromEntries(new URLSearchParams(s ?? ''));

describe('hospital search state (decision 0094)', () => {
  afterEach(() => vi.useRealTimers());

  it('sends no hospital fetch without an insurer', () => {
    const s = withFilter(withFilter(initialState(false), 'city', 'dubai'), 'type', 'clinic');
    expect(listQuery(s)).toBeNull();
    expect(missingForSearch(s.filters)).toEqual(['insurerId']);
  });

  it('asks 10 on desktop and 5 on a phone first, then skip = items loaded and 10 more', () => {
    const desk = withFilter(initialState(false), 'insurerId', '3');
    expect(q(listQuery(desk))).toMatchObject({ insurerId: '3', skip: '0', limit: '10' });
    const phone = withFilter(initialState(true), 'insurerId', '3');
    expect(q(listQuery(phone))).toMatchObject({ skip: '0', limit: '5' });
    const after = withPage(phone, 5, true);
    expect(after.hasNext).toBe(true);
    expect(q(listQuery(after))).toMatchObject({ skip: '5', limit: '10' });
    expect(q(listQuery(withPage(after, 10, true)))).toMatchObject({ skip: '15', limit: '10' });
  });

  it('a filter change resets skip and the first page size', () => {
    let s = withPage(withFilter(initialState(false), 'insurerId', '3'), 10, true);
    s = withPage(s, 10, true);
    expect(s.loaded).toBe(20);
    for (const field of ['city', 'type', 'name'] as const) {
      const changed = withFilter(s, field, field === 'city' ? 'dubai' : 'x');
      expect(changed.loaded).toBe(0);
      expect(changed.hasNext).toBe(false);
      expect(pageLimit(changed)).toBe(10);
    }
  });

  it('a new insurer clears the city; the same insurer or another field keeps it', () => {
    let s = withFilter(withFilter(initialState(false), 'insurerId', '3'), 'city', 'al-ain');
    expect(withFilter(s, 'type', 'pharmacy').filters.city).toBe('al-ain');
    expect(withFilter(s, 'insurerId', '3').filters.city).toBe('al-ain');
    s = withFilter(s, 'insurerId', '4');
    expect(s.filters).toMatchObject({ insurerId: '4', city: '' });
    expect(missingForSearch(s.filters)).toEqual(['city']);
  });

  it('puts city, type and a trimmed name in the query, and clears everything on Clear Filter', () => {
    let s = withFilter(initialState(false), 'insurerId', '7');
    s = withFilter(withFilter(withFilter(s, 'city', 'sharjah'), 'type', 'hospital'), 'name', '  Oasis ');
    expect(q(listQuery(s))).toEqual({
      insurerId: '7',
      city: 'sharjah',
      type: 'hospital',
      providerName: 'Oasis',
      skip: '0',
      limit: '10',
    });
    const c = cleared(withPage(s, 10, true));
    expect(c.filters).toEqual({ insurerId: '', city: '', type: '', name: '' });
    expect(c.loaded).toBe(0);
  });

  it('waits 300 ms after the last key before it searches', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const typed = debounce(fn, NAME_DEBOUNCE_MS);
    typed('a');
    vi.advanceTimersByTime(200);
    typed('ab');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('fetches each option list once and asks again after a failure', async () => {
    let n = 0;
    const load = vi.fn((url: string) =>
      ++n === 1 ? Promise.reject(new Error('down')) : Promise.resolve([url]),
    );
    const get = optionsCache(load);
    await expect(get('/c?insurerId=1')).rejects.toThrow('down');
    await expect(get('/c?insurerId=1')).resolves.toEqual(['/c?insurerId=1']);
    await get('/c?insurerId=1');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rounds the position to 3 decimals and sends the chosen filters', () => {
    expect(roundCoordinate(25.204849)).toBe(25.205);
    expect(roundCoordinate(-55.27078)).toBe(-55.271);
    const s = withFilter(withFilter(initialState(true), 'insurerId', '2'), 'type', 'clinic');
    expect(nearbyBody(s, 25.204849, 55.27078)).toEqual({
      latitude: 25.205,
      longitude: 55.271,
      insurerId: 2,
      type: 'clinic',
      limit: 10,
    });
  });

  it("builds the list page's address with '-insurance' once", () => {
    expect(listPageUrl('/ar-ae/health-insurance/network-hospitals/', 'falcon-crest', 'dubai')).toBe(
      '/ar-ae/health-insurance/network-hospitals/falcon-crest-insurance-hospital-list-dubai/',
    );
    expect(listPageUrl('/health-insurance/network-hospitals/', 'x-insurance', 'al-ain')).toBe(
      '/health-insurance/network-hospitals/x-insurance-hospital-list-al-ain/',
    );
  });
});
