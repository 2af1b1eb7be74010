import { LANG_CODES } from '../../shared/domain/locales';
import { catalogues } from '../../shared/i18n/catalogues';
import type { Catalogue } from '../../shared/i18n/translator';
import { REDACTED, redactText } from '../../shared/rules/redact';
import { templateRedactor, type SecretShape, type TextTemplate } from '../../shared/rules/redact-templates';

/**
 * The SMS texts the product sends (decision 0080), by catalogue key, and what each must never leave in a log:
 * the OTP SMS (otp/service.ts) loses its code, the results-link SMS (enquiries/results-link.ts) its reference and
 * its link, the renewal reminder (renewals/service.ts) its two links. Every language of LOCALES and every plural
 * form is read from the catalogues, so a new locale's SMS texts are recognised as soon as its catalogue has them.
 */
const CODE: SecretShape = { pattern: String.raw`(?<!\d)\d{4,8}(?!\d)`, marker: REDACTED.otp };
const REFERENCE: SecretShape = {
  pattern: String.raw`(?<![\p{L}\p{N}])[\p{L}\p{N}]{1,16}(?:[\-\u2010-\u2015][\p{L}\p{N}]{1,16}){0,4}`,
  marker: REDACTED.token,
};
// A link starts a word (after a space, a colon, a quote or a bracket): never read from inside a long token.
const LINK: SecretShape = { pattern: String.raw`(?<![^\s:'"(<>])\S{1,2048}`, marker: REDACTED.token };

// A link the server writes (origin + path, decision 0089): like LINK it starts a word (also after a JSON-escaped line
// break), and it holds no backslash, quote or bracket, so in a copy inside JSON (`\n` between words) it ends where the
// text goes on instead of taking the words after it.
const URL_LINK: SecretShape = {
  pattern: String.raw`(?:(?<![^\s:'"(<>])|(?<=\\[nrt]))[^\s\\"'<>]{1,2048}`,
  marker: REDACTED.token,
};

export const SMS_TEXTS = [
  { ns: 'otp', key: 'sms', secrets: { code: CODE } },
  { ns: 'enquiry', key: 'resultsLink.sms', secrets: { reference: REFERENCE, url: LINK } },
  // The renewal reminder (renewals/service.ts, decision 0089): its renewal link and its 'Stop reminders' link.
  { ns: 'renewals', key: 'reminder.sms', secrets: { url: URL_LINK, stopUrl: URL_LINK } },
] as const;

const PLURAL = /_(?:zero|one|two|few|many|other)$/;

/** A key's text and its plural variants in one catalogue. */
function variants(catalogue: Catalogue | undefined, key: string): string[] {
  const path = key.split('.');
  const last = path.pop() as string;
  let node: Catalogue | string | undefined = catalogue;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return [];
  return Object.entries(node)
    .filter(
      ([k, v]) => typeof v === 'string' && (k === last || (PLURAL.test(k) && k.replace(PLURAL, '') === last)),
    )
    .map(([, v]) => v as string);
}

/** Every SMS template of every language. */
export function smsTemplates(): TextTemplate[] {
  const out: TextTemplate[] = [];
  for (const lang of LANG_CODES) {
    const byNs = catalogues[lang] as Record<string, Catalogue | undefined>;
    for (const { ns, key, secrets } of SMS_TEXTS)
      for (const text of variants(byNs[ns], key)) out.push({ text, secrets });
  }
  return out;
}

/** Removes the secrets of any SMS text the product sends, in any language. */
export const redactSmsTexts = templateRedactor(smsTemplates());

/** redactText (personal data by shape and by key) and the SMS texts: for what the server stores or logs. */
export const redactServerText = (text: string): string => redactText(text, redactSmsTexts);
