import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDeviceSession, keysWithPrefix, readRaw, resetMemoryStorage, stored, writeRaw } from './storage';
import { MemoryStorage } from './testing/fake-browser';

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  resetMemoryStorage();
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => vi.unstubAllGlobals());

describe('stored items (docs/product/session.md)', () => {
  it('uses the spec keys in the right storage', () => {
    stored.deviceId.set(12);
    stored.deviceUuid.set('u'.repeat(32));
    stored.sourceId.set(4);
    stored.authorization.set('tok');
    stored.visitId(1).set(77);
    stored.utmParams.set({ utmSource: 'google' });
    stored.adcbParams.set('sourceId=4&token=t');
    stored.internalIp.set(true);
    stored.enquiryId(7).set('ENQ');
    expect(local.dump()).toEqual({
      deviceId: '12',
      deviceUuid: 'u'.repeat(32),
      sourceId: '4',
      authorization: 'tok',
      visitId_1: '77',
    });
    expect(session.dump()).toEqual({
      utmParams: '{"utmSource":"google"}',
      adcbParams: 'sourceId=4&token=t',
      isInternalIp: 'true',
      enquiryId_7: 'ENQ',
    });
  });

  it.each([
    ['deviceId', 'abc'],
    ['deviceId', '-3'],
    ['deviceId', '0'],
    ['deviceId', '1.5'],
    ['visitId_1', ''],
  ])('reads a malformed %s (%j) as absent', (key, raw) => {
    local.setItem(key, raw);
    expect(key === 'deviceId' ? stored.deviceId.get() : stored.visitId(1).get()).toBeUndefined();
  });

  it('reads only known string UTM fields from utmParams', () => {
    session.setItem('utmParams', '{"utmSource":"a","utmMedium":5,"evil":"x","utmTerm":""}');
    expect(stored.utmParams.get()).toEqual({ utmSource: 'a' });
    session.setItem('utmParams', 'not json');
    expect(stored.utmParams.get()).toBeUndefined();
    session.setItem('utmParams', '[1]');
    expect(stored.utmParams.get()).toBeUndefined();
  });

  it('clears the device session and every product visit, nothing else', () => {
    stored.deviceId.set(1);
    stored.deviceUuid.set('x');
    stored.authorization.set('t');
    stored.visitId(1).set(5);
    stored.visitId(3).set(6);
    stored.sourceId.set(4);
    local.setItem('themePreference', 'dark');
    clearDeviceSession();
    expect(local.dump()).toEqual({ sourceId: '4', themePreference: 'dark' });
  });
});

describe('storage that fails (private mode)', () => {
  it('never throws when the storage getter itself throws, and keeps values for the page', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => stored.authorization.set('tok')).not.toThrow();
    expect(stored.authorization.get()).toBe('tok');
    expect(keysWithPrefix('local', 'auth')).toEqual(['authorization']);
    stored.authorization.remove();
    expect(stored.authorization.get()).toBeUndefined();
    // restore for the other tests
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, writable: true, value: local });
  });

  it('falls back to memory when setItem throws (quota)', () => {
    vi.spyOn(session, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    writeRaw('session', 'adcbParams', 'a=1');
    expect(readRaw('session', 'adcbParams')).toBe('a=1');
  });

  it('never throws when getItem throws', () => {
    vi.spyOn(local, 'getItem').mockImplementation(() => {
      throw new Error('boom');
    });
    expect(stored.deviceUuid.get()).toBeUndefined();
  });
});
