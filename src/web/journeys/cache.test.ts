import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBrowser, type FakeBrowser } from '../session/testing/fake-browser';
import { resetMemoryStorage, stored } from '../session/storage';
import {
  cacheKey,
  cachedAnswers,
  readCache,
  resetAllCache,
  resetLeadDetails,
  saveAnswers,
  updateCache,
} from './cache';
import { contactForm, vehicleForm } from './testing/fixture';

let fb: FakeBrowser;
beforeEach(() => {
  fb = installFakeBrowser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetMemoryStorage();
});

const full = () => {
  updateCache(1, {
    mobileNumber: '501234567',
    altMobileNumber: '521234567',
    email: 'a@example.com',
    name: 'Sara',
    dateOfBirth: '01/01/1990',
    enquiryId: 'A'.repeat(24),
    values: { carMake: 'audi' },
    mobileSubmitted: true,
  });
  stored.enquiryId(1).set('A'.repeat(24));
};

describe('session cache resets (docs/product/journeys.md Cache resets)', () => {
  it('reset all cache clears every item except mobileSubmitted', () => {
    full();
    resetAllCache(1);
    expect(readCache(1)).toEqual({ mobileSubmitted: true });
    expect(stored.enquiryId(1).get()).toBeUndefined();
  });

  it('reset all cache leaves nothing when mobileSubmitted was never set', () => {
    updateCache(1, { email: 'a@example.com' });
    resetAllCache(1);
    expect(fb.session.getItem(cacheKey(1))).toBeNull();
  });

  it('reset lead details removes enquiryId, mobile, alternate mobile and email', () => {
    full();
    resetLeadDetails(1, { journeyType: 1, inFrame: false });
    const c = readCache(1);
    expect(c).not.toHaveProperty('enquiryId');
    expect(c).not.toHaveProperty('mobileNumber');
    expect(c).not.toHaveProperty('altMobileNumber');
    expect(c).not.toHaveProperty('email');
    expect(c).toMatchObject({
      name: 'Sara',
      dateOfBirth: '01/01/1990',
      mobileSubmitted: true,
      values: { carMake: 'audi' },
    });
    expect(stored.enquiryId(1).get()).toBeUndefined();
  });

  it('keeps the contact details for journey type 14 and inside a frame', () => {
    for (const opts of [
      { journeyType: 14, inFrame: false },
      { journeyType: 1, inFrame: true },
    ]) {
      full();
      resetLeadDetails(1, opts);
      const c = readCache(1);
      expect(c).not.toHaveProperty('enquiryId');
      expect(c).toMatchObject({
        mobileNumber: '501234567',
        altMobileNumber: '521234567',
        email: 'a@example.com',
      });
    }
  });

  it('is per product', () => {
    full();
    updateCache(3, { email: 'b@example.com' });
    resetAllCache(1);
    expect(readCache(3)).toEqual({ email: 'b@example.com' });
  });

  it('survives unreadable storage content', () => {
    fb.session.setItem(cacheKey(1), '{not json');
    expect(readCache(1)).toEqual({});
  });
});

describe('answers in the session cache', () => {
  it('keeps contact answers under their named items and the rest by field id, and maps them back', () => {
    const forms = [vehicleForm, contactForm];
    saveAnswers(
      1,
      forms,
      { carMake: 'audi', name: 'Sara', email: '*****@example.com', mobileNumber: '*****4567' },
      'B'.repeat(24),
    );
    const c = readCache(1);
    expect(c).toMatchObject({
      name: 'Sara',
      email: '*****@example.com',
      mobileNumber: '*****4567',
      values: { carMake: 'audi' },
      cachedEnquiryId: 'B'.repeat(24),
    });
    expect(cachedAnswers(c, forms)).toEqual({
      carMake: 'audi',
      name: 'Sara',
      email: '*****@example.com',
      mobileNumber: '*****4567',
    });
  });
});
