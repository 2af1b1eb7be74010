import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseSourceId, resolveSourceId, type SourceIdInput } from './source-id';

const base: SourceIdInput = {
  storedPartnerSourceId: undefined,
  yknpFlag: false,
  isMobileApp: false,
  isMobileDevice: false,
};

describe('resolveSourceId (docs/product/session.md source id resolution)', () => {
  it.each<[string, Partial<SourceIdInput>, number]>([
    ['desktop browser', {}, 2],
    ['mobile browser', { isMobileDevice: true }, 1],
    ['mobile app web view', { isMobileApp: true, isMobileDevice: true }, 3],
    ['yknp page beats the app', { yknpFlag: true, isMobileApp: true, isMobileDevice: true }, 11],
    ['stored ADCB beats everything', { storedPartnerSourceId: 4, yknpFlag: true, isMobileApp: true }, 4],
    ['stored MBANK', { storedPartnerSourceId: 10, isMobileDevice: true }, 10],
    ['stored NI', { storedPartnerSourceId: 14 }, 14],
    ['stored PEKO', { storedPartnerSourceId: 16 }, 16],
    ['stored YKNP', { storedPartnerSourceId: 11 }, 11],
    ['a stored 2 is not a partner: device decides', { storedPartnerSourceId: 2, isMobileDevice: true }, 1],
    ['a stored 3 is not a partner', { storedPartnerSourceId: 3 }, 2],
    ['a stored unknown id is ignored', { storedPartnerSourceId: 99 }, 2],
  ])('%s', (_name, input, expected) => {
    expect(resolveSourceId({ ...base, ...input })).toBe(expected);
  });

  it('always yields a known source id', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -5, max: 30 }), { nil: undefined }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (stored, yknpFlag, isMobileApp, isMobileDevice) => {
          const id = resolveSourceId({
            storedPartnerSourceId: stored,
            yknpFlag,
            isMobileApp,
            isMobileDevice,
          });
          expect([1, 2, 3, 4, 10, 11, 14, 16]).toContain(id);
        },
      ),
    );
  });
});

describe('parseSourceId', () => {
  it.each([
    ['4', 4],
    [' 10 ', 10],
    ['16', 16],
    ['5', undefined],
    ['4abc', undefined],
    ['-4', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
    ['1e1', undefined],
  ])('%j → %j', (raw, expected) => {
    expect(parseSourceId(raw)).toBe(expected);
  });
});
