import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REDACTED, redactRecord, redactText, sensitiveKey } from './redact';

/**
 * A guard against catastrophic backtracking only (which takes seconds to hours on these inputs), not a speed
 * target: generous, so a loaded CI machine cannot fail it (speed lives in bench/).
 */
const REDOS_GUARD_MS = 1_000;

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMiLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXNpZ25hdHVyZS1zaWduYXR1cmU';

describe('redactText', () => {
  it.each([
    ['UAE mobile, 9 digits', 'call 501234567 now', '501234567'],
    ['UAE mobile with +971', 'mobile +971501234567', '+971501234567'],
    ['+971 with spaces', 'mobile +971 50 123 4567.', '+971 50 123 4567'],
    ['00971 with dashes', 'x 00971-50-123-4567 y', '00971-50-123-4567'],
    ['05x national', 'tel 0501234567', '0501234567'],
    ['05x with spaces', 'tel 050 123 4567', '050 123 4567'],
    ['5x with spaces', 'tel 50 123 4567', '50 123 4567'],
    ['foreign 12 digits', 'ph 919876543210', '919876543210'],
    ['email', 'from jane.doe+ins@mail.example.ae,', 'jane.doe+ins@mail.example.ae'],
    ['Emirates ID with dashes', 'eid 784-1990-1234567-1 ok', '784-1990-1234567-1'],
    ['Emirates ID digits only', 'eid 784199012345671', '784199012345671'],
    ['JWT', `token was ${JWT}`, JWT],
    ['Bearer', 'Authorization: Bearer abc.DEF-123_x', 'abc.DEF-123_x'],
    ['OTP in prose', 'Your OTP is 4821', '4821'],
    ['OTP code 6 digits', 'otp code: 982134', '982134'],
    // One-time codes and e-mail addresses written in words (decision 0048): the formats a client log showed.
    ['code in words', 'Your code is 612345', '612345'],
    ['otp with colon', 'otp: 612345', '612345'],
    ['code without verb', 'your code 612345', '612345'],
    ['code after the digits', '612345 is your verification code', '612345'],
    ['one-time password', 'one-time password 998877', '998877'],
    ['Arabic code', 'رمز التحقق ٦١٢٣٤٥', '612345'],
    ['Hindi code', 'आपका कोड 612345 है', '612345'],
    ['Malayalam code', 'നിങ്ങളുടെ കോഡ് 612345', '612345'],
    ['email with (at) (dot)', 'mail zaynab (at) example (dot) com', 'zaynab'],
    ['email with [at] [dot]', 'mail zaynab [at] example [dot] com', 'zaynab'],
    ['email with at and dot', 'mail zaynab at example dot com', 'zaynab'],
    ['email in capitals', 'mail Zaynab.K AT mail DOT example DOT ae', 'Zaynab.K'],
    ['email with spaced symbols', 'mail zaynab @ example . com', 'zaynab'],
    ['email with mixed dots', 'mail zaynab at mail.example dot com', 'zaynab'],
  ])('removes a %s', (_name, text, secret) => {
    const out = redactText(text);
    expect(out).not.toContain(secret);
    expect(out).toMatch(/\[REDACTED/);
  });

  it('keeps words that only look like a written code or address', () => {
    for (const text of [
      'Failed at journey.js',
      'TypeError at Object.hydrate (http://x/assets/a.js:1:2)',
      'look at this dot',
      'statusCode 5003, errorCode 1234',
      'postcode 12345',
    ])
      expect(redactText(text)).toBe(text);
  });

  it('removes values of sensitive keys in JSON, escaped JSON, query strings and headers', () => {
    const json = JSON.stringify({
      otp: '1234',
      pin: 9876,
      token: 'opaque-token-value',
      accessToken: 'abc',
      mobileNumber: '501234567',
      email: 'a@b.co',
      name: 'Fatima Al Mansoori',
      productName: 'Car insurance',
      enquiryId: 42,
    });
    const out = redactText(json);
    const parsed = JSON.parse(out) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      otp: REDACTED.secret,
      token: REDACTED.secret,
      accessToken: REDACTED.secret,
      mobileNumber: REDACTED.secret,
      email: REDACTED.secret,
      name: REDACTED.secret,
      productName: 'Car insurance',
      enquiryId: 42,
    });
    expect(out).not.toContain('9876');

    const nested = JSON.stringify({
      requestData: JSON.stringify({ otp: '5678', customerReference: 'CR-77' }),
    });
    const outNested = redactText(nested);
    expect(outNested).not.toContain('5678');
    expect(outNested).not.toContain('CR-77');
    expect(JSON.parse(JSON.parse(outNested).requestData)).toEqual({
      otp: REDACTED.secret,
      customerReference: REDACTED.secret,
    });

    const qs = redactText('/api/x?otp=1234&token=zzz&countryProductId=1');
    expect(qs).toBe(`/api/x?otp=${REDACTED.secret}&token=${REDACTED.secret}&countryProductId=1`);
    expect(redactText('x-api-key: k3y\ncookie: a=b')).not.toMatch(/k3y|a=b/);
  });

  it('keeps ordinary text, ids, amounts and dates', () => {
    const text =
      'GET /api/page?url=/car-insurance/ 404 after 120 ms; enquiry 123456, 2024-06-01 10:00, 01/06/2024, AED 50,000';
    expect(redactText(text)).toBe(text);
    expect(redactText('')).toBe('');
    expect(redactText('{"mobile":null,"otp":true}')).toBe('{"mobile":null,"otp":true}');
  });

  it('is idempotent', () => {
    const text = `{"otp":"1234","mobile":"501234567"} ${JWT} otp=99999 a@b.co 784-1990-1234567-1 Bearer x`;
    const once = redactText(text);
    expect(redactText(once)).toBe(once);
  });

  it('never leaks a generated UAE mobile, email or Emirates ID embedded in any text', () => {
    const mobile = fc
      .tuple(fc.constantFrom('50', '52', '54', '55', '56', '58'), fc.stringMatching(/^\d{7}$/))
      .chain(([p, rest]) =>
        fc.constantFrom(
          `${p}${rest}`,
          `+971${p}${rest}`,
          `0${p}${rest}`,
          `+971 ${p} ${rest.slice(0, 3)} ${rest.slice(3)}`,
        ),
      );
    // Found by this property once (seed -968989008): a local part that is a percent-encoded byte.
    expect(redactText(' %3a@a.aa ')).not.toContain('%3a@a.aa');
    const email = fc.emailAddress();
    const eid = fc
      .tuple(
        fc.integer({ min: 1940, max: 2024 }),
        fc.stringMatching(/^\d{7}$/),
        fc.integer({ min: 0, max: 9 }),
      )
      .chain(([y, n, c]) => fc.constantFrom(`784-${y}-${n}-${c}`, `784${y}${n}${c}`));
    const filler = fc.string({ maxLength: 40 }).map((s) => s.replace(/[\d@.+]/g, ' '));
    fc.assert(
      fc.property(fc.oneof(mobile, email, eid), filler, filler, (secret, a, b) => {
        const out = redactText(`${a} ${secret} ${b}`);
        expect(out).not.toContain(secret);
      }),
      { numRuns: 500 },
    );
  });

  it('stays fast on hostile 16 KB input', () => {
    const inputs = [
      'a'.repeat(16_000) + '@',
      '"otp":"' + 'x'.repeat(16_000),
      'eyJ' + 'A'.repeat(16_000),
      '0 '.repeat(8_000),
      ('otp ' + 'x'.repeat(20)).repeat(600),
      '+1'.repeat(8_000),
      '"token":'.repeat(2_000),
      'a'.repeat(16_000) + ' at ',
      ('a'.repeat(64) + ' (at) ').repeat(200),
      'a at ' + 'b.'.repeat(8_000),
      'code '.repeat(3_000),
      '1234 '.repeat(3_000),
    ];
    for (const input of inputs) {
      const t0 = performance.now();
      redactText(input);
      expect(performance.now() - t0).toBeLessThan(REDOS_GUARD_MS);
    }
  });
});

describe('redactRecord', () => {
  it('redacts string fields and keeps numbers', () => {
    expect(redactRecord({ message: 'call 0501234567', statusCode: 500, duration: 12 })).toEqual({
      message: `call ${REDACTED.phone}`,
      statusCode: 500,
      duration: 12,
    });
  });
});

/** Decision 0021: every way of writing the data, with its exact redacted output. */
describe('redactText: formats after normalisation (decision 0021)', () => {
  const P = REDACTED.phone;
  const E = REDACTED.emiratesId;
  const M = REDACTED.email;
  it.each([
    // Digits of other scripts and widths.
    ['Arabic-Indic digits', 'call ٠٥٠١٢٣٤٥٦٧ now', `call ${P} now`],
    ['Extended Arabic-Indic digits', 'call ۰۵۰۱۲۳۴۵۶۷ now', `call ${P} now`],
    ['full-width digits', 'call ０５０１２３４５６７ now', `call ${P} now`],
    ['Devanagari digits', 'call ०५०१२३४५६७ now', `call ${P} now`],
    ['Arabic-Indic +971 with spaces', 'call +٩٧١ ٥٠ ١٢٣ ٤٥٦٧ now', `call ${P} now`],
    ['mixed scripts', 'call +971 ٥٠ 123 ۴۵۶۷ now', `call ${P} now`],
    // Prefixes.
    ['+971 mobile', 'tel +971501234567 x', `tel ${P} x`],
    ['00971 mobile', 'tel 00971501234567 x', `tel ${P} x`],
    ['971 mobile', 'tel 971 50 123 4567 x', `tel ${P} x`],
    ['0 mobile', 'tel 0501234567 x', `tel ${P} x`],
    ['5x mobile, no prefix', 'tel 50 123 4567 x', `tel ${P} x`],
    ['+971 (0) trunk', 'tel +971 (0)50 123 4567 x', `tel ${P} x`],
    ['+971 landline', 'tel +971 4 123 4567 x', `tel ${P} x`],
    ['04 landline', 'tel 04 123 4567 x', `tel ${P} x`],
    ['02 landline with dots', 'tel 02.123.4567 x', `tel ${P} x`],
    // Separators.
    ['dots', 'tel 050.123.4567 x', `tel ${P} x`],
    ['dots after 00971', 'tel 00971.50.123.4567 x', `tel ${P} x`],
    ['5x with dots', 'tel 50.123.4567 x', `tel ${P} x`],
    ['dashes', 'tel 04-123-4567 x', `tel ${P} x`],
    ['brackets', 'tel (050) 123-4567 x', `tel ${P} x`],
    ['brackets after +971', 'tel +971 (50) 123 4567 x', `tel ${P} x`],
    ['no-break spaces', 'tel +971\u00a050\u00a0123\u00a04567 x', `tel ${P} x`],
    ['narrow no-break spaces', 'tel +971\u202f50\u202f123\u202f4567 x', `tel ${P} x`],
    ['thin spaces', 'tel 050\u2009123\u20094567 x', `tel ${P} x`],
    ['en dashes', 'tel 050\u2013123\u20134567 x', `tel ${P} x`],
    ['mixed separators', 'tel +971-50 123.4567 x', `tel ${P} x`],
    ['direction marks inside', 'tel \u202a+971 \u200e50 123 4567\u202c x', `tel ${P} x`],
    ['%-encoded in a query', '/api/x?q=%2B971%2050%20123%204567&id=3', `/api/x?q=${P}&id=3`],
    // Emirates ID.
    ['Emirates ID with dots', 'eid 784.1990.1234567.1 ok', `eid ${E} ok`],
    ['Emirates ID with spaces', 'eid 784 1990 1234567 1 ok', `eid ${E} ok`],
    ['Emirates ID with slashes', 'eid 784/1990/1234567/1 ok', `eid ${E} ok`],
    ['Emirates ID with underscores', 'eid 784_1990_1234567_1 ok', `eid ${E} ok`],
    ['Emirates ID with en dashes', 'eid 784\u20131990\u20131234567\u20131 ok', `eid ${E} ok`],
    ['Emirates ID, mixed separators', 'eid 784-1990.1234567 1 ok', `eid ${E} ok`],
    ['Emirates ID, no separators', 'eid 784199012345671 ok', `eid ${E} ok`],
    ['Emirates ID in Arabic-Indic digits', 'eid ٧٨٤-١٩٩٠-١٢٣٤٥٦٧-١ ok', `eid ${E} ok`],
    ['Emirates ID %-encoded', 'eid=784%2D1990%2D1234567%2D1&x=1', `eid=${REDACTED.secret}&x=1`],
    ['Emirates ID %-encoded in prose', 'id 784%201990%201234567%201 ok', `id ${E} ok`],
    // E-mail.
    ['%40 e-mail', 'mail jane%40mail.example.ae x', `mail ${M} x`],
    ['%2540 e-mail (encoded twice)', 'mail jane%2540mail.example.ae x', `mail ${M} x`],
    ['full-width at sign', 'mail jane＠mail.example.ae x', `mail ${M} x`],
    ['non-ASCII local part and domain', 'mail fätima@müller.de x', `mail ${M} x`],
    ['Arabic e-mail', 'mail فاطمة@مثال.امارات x', `mail ${M} x`],
    ['punycode domain', 'mail jane@xn--mgbaam7a8h.xn--mgbaam7a8h x', `mail ${M} x`],
    ['%-encoded UTF-8 local part', 'mail f%C3%A4tima%40mail.example x', `mail ${M} x`],
    ['malformed % around an e-mail', 'mail a@b.example%ZZ x %E0%A4 x %', `mail ${M}%ZZ x %E0%A4 x %`],
    // Cards in groups.
    ['card 4-4-4-4', 'card 4111 1111 1111 1111 ok', `card ${REDACTED.card} ok`],
    ['card 4-6-5', 'card 3782-822463-10005 ok', `card ${REDACTED.card} ok`],
  ])('%s', (_name, text, expected) => {
    expect(redactText(text)).toBe(expected);
    expect(redactText(expected)).toBe(expected);
  });

  it.each([
    ['a price', 'premium AED 1,234.50 (was AED 50,000)'],
    ['a price without separators', 'AED 5012345.00'],
    ['a price in Arabic-Indic digits', 'AED ٥٠١٢٣٤٥٫٠٠ or 5012345.75'],
    ['a quote id', 'GET /api/quotes/a8F3k2Lm9Qx0Zt7Rb1Wc5Yd4 200'],
    ['a fixture quote id', 'quote q_1_1101 chosen'],
    ['plan and product ids', 'planId=1101&productId=12&countryProductId=1&sourceId=2'],
    ['an ISO timestamp', '2025-01-02T03:04:05.123Z'],
    ['a date and time with dots', 'on 05.06.2024 10:00'],
    ['a date and time with dashes', 'on 05-06-2024 10:00'],
    ['a millisecond timestamp', 'at 1718000000000 ms'],
    ['a UUID', 'device 3f2a9c10-5b7e-4d21-9a3b-0c5e7f812345'],
    ['a duration and status', 'POST /api/enquiry 503 after 1200 ms'],
    ['catalogue names', '{"productName":"Car insurance","planName":"Gold","insurerName":"Oman Insurance"}'],
    ['an error class under name', '{"name":"TypeError","message":"x is undefined"}'],
    ['Arabic text with Arabic-Indic digits', 'خصم ٢٠٪ على التأمين'],
    ['percent-encoded text', '/car-insurance/?utm_campaign=summer%20sale'],
    ['a malformed escape', 'progress 100% done %E9'],
  ])('keeps %s exactly as given', (_name, text) => {
    expect(redactText(text)).toBe(text);
  });

  it('never throws on malformed or hostile %-encoding', () => {
    for (const s of ['%', '%%', '%E0%A4%A', '%FF%FE', '%C3', '%25%25', '%2', 'a%0', '%D8%00%22'])
      expect(() => redactText(s)).not.toThrow();
    expect(redactText('%D9%A5%D9%A0 %D9%A1%D9%A2%D9%A3 %D9%A4%D9%A5%D9%A6%D9%A7')).toBe(REDACTED.phone);
    // Decoding never breaks a JSON string: '"' and '\' stay encoded.
    const json = JSON.stringify({ url: '/x?q=%22a%5C%22&m=0501234567' });
    expect(JSON.parse(redactText(json))).toEqual({ url: `/x?q=%22a%5C%22&m=${REDACTED.phone}` });
  });
});

describe('redactText: keys by meaning (decision 0021)', () => {
  const S = REDACTED.secret;
  it.each([
    'applicantName',
    'customerName',
    'driverName',
    'firstName',
    'last_name',
    'FullName',
    'fileName',
    'employerName',
    'companyName',
    'nameOnCard',
    'driverDob',
    'riderDob',
    'travellerDob',
    'dateOfBirth',
    'birthDate',
    'date_of_birth',
    'contactEmail',
    'EMAIL',
    'emailAddress',
    'altMobileNumber',
    'ownerMobile',
    'homePhone',
    'phone_number',
    'emiratesId',
    'applicantEmiratesId',
    'emiratesIdNumber',
    'passport',
    'passportNumber',
    'homeAddress',
    'partnerToken',
  ])('%s', (key) => {
    const value = 'Ab 7';
    expect(redactText(JSON.stringify({ [key]: value, planId: 3 }))).toBe(
      JSON.stringify({ [key]: S, planId: 3 }),
    );
    expect(redactText(`/api/x?${key}=Ab%207&planId=3`)).toBe(`/api/x?${key}=${S}&planId=3`);
  });

  it('keeps catalogue and code names, and non-personal answers', () => {
    for (const key of [
      'productName',
      'planName',
      'insurerName',
      'bankName',
      'pageName',
      'eventName',
      'hostname',
    ])
      expect(redactText(`{"${key}":"Gold Plus"}`)).toBe(`{"${key}":"Gold Plus"}`);
    const answers =
      '{"carMake":"12","emirate":"dxb","gender":"1","coverType":"comprehensive","carValue":85000}';
    expect(redactText(answers)).toBe(answers);
  });

  it('redacts a bare name over several words, stopping at the next key', () => {
    expect(redactText('customerName: Fatima Al Mansoori status: 400')).toBe(`customerName: ${S} status: 400`);
    expect(redactText('name=Fatima%20Al%20Mansoori&planId=3')).toBe(`name=${S}&planId=3`);
    expect(redactText('a[applicantName]=Fatima+Al&b=1')).toBe(`a[applicantName]=${S}&b=1`);
  });

  it('redacts a date of birth inside member rows', () => {
    const rows = JSON.stringify({ insuredMembers: [{ id: 'self', dob: '01/01/1990', gender: '1' }] });
    expect(JSON.parse(redactText(rows))).toEqual({ insuredMembers: [{ id: 'self', dob: S, gender: '1' }] });
  });

  it('sensitiveKey classifies keys as the table says', () => {
    expect(sensitiveKey('applicantName')).toBe('words');
    expect(sensitiveKey('productName')).toBeNull();
    expect(sensitiveKey('travellerDob')).toBe('value');
    expect(sensitiveKey('x-api-key')).toBe('value');
    expect(sensitiveKey('enquiryId')).toBeNull();
  });

  it('stays fast on hostile 16 KB input after normalisation', () => {
    const inputs = [
      '٠ '.repeat(8_000),
      '%41'.repeat(5_000),
      '%25'.repeat(5_000) + '40',
      '0\u00a0'.repeat(8_000),
      'name: ' + 'ab '.repeat(5_000),
      '"name":'.repeat(2_000),
      '7.8.4.'.repeat(2_500),
      '\ufdfa'.repeat(2_000),
      'a@'.repeat(8_000),
    ];
    for (const input of inputs) {
      const t0 = performance.now();
      redactText(input);
      expect(performance.now() - t0).toBeLessThan(REDOS_GUARD_MS);
    }
  });
});

describe('redactText: generated numbers in any script and separator (decision 0021)', () => {
  const ZEROS = [0x30, 0x660, 0x6f0, 0xff10, 0x966];
  const script = (digits: string, zero: number) =>
    digits.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
  const sep = fc.constantFrom('', ' ', '.', '-', '\u00a0', '\u202f', '\u2009', ') ', ' (');

  it('never leaks a UAE mobile or landline, or an Emirates ID', () => {
    const phone = fc
      .tuple(
        fc.constantFrom('+971', '00971', '971', '0', ''),
        fc.constantFrom('50', '52', '54', '55', '56', '58', '2', '4', '6'),
        fc.stringMatching(/^\d{7}$/),
      )
      .filter(([prefix, area]) => prefix !== '' || area.length === 2)
      .map(([prefix, area, rest]) => [prefix, area, rest.slice(0, 3), rest.slice(3)]);
    const eid = fc
      .tuple(
        fc.integer({ min: 1940, max: 2024 }),
        fc.stringMatching(/^\d{7}$/),
        fc.integer({ min: 0, max: 9 }),
      )
      .map(([y, n, c]) => ['784', String(y), n, String(c)]);
    fc.assert(
      fc.property(
        fc.oneof(phone, eid),
        fc.array(sep, { minLength: 3, maxLength: 3 }),
        fc.constantFrom(...ZEROS),
        (groups, seps, zero) => {
          const written = script(
            groups
              .filter((g) => g !== '')
              .reduce((acc, g, i) => (i === 0 ? g : `${acc}${seps[i - 1]}${g}`), ''),
            zero,
          );
          const out = redactText(`ref: ${written} (see above)`);
          expect(out).toMatch(/\[REDACTED_(PHONE|EID)\]/);
          expect(out.replace(/\D/g, '')).toBe('');
        },
      ),
      { numRuns: 1000 },
    );
  });
});
