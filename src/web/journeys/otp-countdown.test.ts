import { describe, expect, it } from 'vitest';
import ar from '../../shared/i18n/locales/ar/journey.json';
import en from '../../shared/i18n/locales/en/journey.json';
import hi from '../../shared/i18n/locales/hi/journey.json';
import ml from '../../shared/i18n/locales/ml/journey.json';
import type { LangCode } from '../../shared/domain/locales';
import { bindJourneyCatalogues, tj, type JourneyStrings } from './strings';

/** The OTP popup's countdown line, as otp-popup.tsx renders it, in one language. */
function countdown(lang: LangCode, strings: JourneyStrings, seconds: number): string {
  // A copy per call: the catalogue object is bound to its language once.
  const own = structuredClone(strings);
  bindJourneyCatalogues(lang, own, {});
  return tj(own, 'otp.resendIn', { seconds, count: seconds });
}

describe('the OTP countdown', () => {
  it('uses the Arabic plural forms (one, two, few, many, other)', () => {
    const ar_ = ar as unknown as JourneyStrings;
    expect(countdown('ar', ar_, 1)).toBe('يمكنك إعادة إرسال الرمز بعد ثانية واحدة');
    expect(countdown('ar', ar_, 2)).toBe('يمكنك إعادة إرسال الرمز بعد ثانيتين');
    expect(countdown('ar', ar_, 5)).toBe('يمكنك إعادة إرسال الرمز بعد 5 ثوانٍ');
    expect(countdown('ar', ar_, 11)).toBe('يمكنك إعادة إرسال الرمز بعد 11 ثانية');
    expect(countdown('ar', ar_, 100)).toBe('يمكنك إعادة إرسال الرمز بعد 100 ثانية');
  });

  it('still reads right in English, Hindi and Malayalam', () => {
    expect(countdown('en', en, 1)).toBe('You can resend the code in 1 s');
    expect(countdown('en', en, 30)).toBe('You can resend the code in 30 s');
    expect(countdown('hi', hi as unknown as JourneyStrings, 5)).toBe('आप 5 सेकंड में कोड फिर से भेज सकते हैं');
    expect(countdown('ml', ml as unknown as JourneyStrings, 5)).toBe('5 സെക്കൻഡിന് ശേഷം കോഡ് വീണ്ടും അയയ്ക്കാം');
  });
});
