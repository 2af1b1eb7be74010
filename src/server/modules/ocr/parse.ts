import type { OcrDocType, OcrFieldKey, OcrFields } from '../../../shared/contracts/ocr';

/**
 * What the text tesseract read from a card says (decision 0027). Pure functions of the text: no clock, no I/O.
 * OCR text is noisy, so values are found next to their printed labels ('Date of Birth', 'Plate No'), digits are
 * read through the usual look-alikes (O for 0, l for 1, S for 5…), and anything that does not look like its kind
 * (an impossible date, a name with digits) is left out rather than suggested: the visitor types what is missing.
 */

/** Letters OCR returns for digits inside a number. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  i: '1',
  '|': '1',
  '!': '1',
  Z: '2',
  z: '2',
  S: '5',
  s: '5',
  B: '8',
  G: '6',
};

/** A run that is mostly digits, its look-alikes read as digits. */
export function toDigits(s: string): string {
  return [...s].map((ch) => DIGIT_LOOKALIKES[ch] ?? ch).join('');
}

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic-Indic digits to ASCII, dashes and odd spaces made plain, lines trimmed, blank lines dropped. */
export function linesOf(text: string): string[] {
  return text
    .replace(ARABIC_INDIC, (d) => String((d.charCodeAt(0) & 0xf) % 10))
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[\u00A0\u2000-\u200B\u200E\u200F\u202A-\u202E]/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const DIGITISH = '[0-9OoQDIli|!ZzSsBG]';

// ---------------------------------------------------------------------------------------------------------
// Dates

/** Day, month and year if they form a real calendar date between 1900 and 2100. */
export function toDate(day: number, month: number, year: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return undefined;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return undefined;
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

const DATE_RE = new RegExp(
  `(?<!\\d)(${DIGITISH}{1,2})\\s?[/\\-.]\\s?(${DIGITISH}{1,2})\\s?[/\\-.]\\s?(${DIGITISH}{4})(?!\\d)`,
  'g',
);

/** Every DD/MM/YYYY date in a piece of text (also with - or . between the parts), in order. */
export function datesIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    const [d, mo, y] = [m[1], m[2], m[3]].map((p) => Number(toDigits(p ?? '')));
    const date = toDate(d ?? 0, mo ?? 0, y ?? 0);
    if (date) out.push(date);
  }
  return out;
}

/** DD/MM/YYYY → a sortable number. */
function dateKey(date: string): number {
  const [d, m, y] = date.split('/').map(Number);
  return (y ?? 0) * 10_000 + (m ?? 0) * 100 + (d ?? 0);
}

// ---------------------------------------------------------------------------------------------------------
// Labels

type Labels = Partial<Record<OcrFieldKey, RegExp>>;

/**
 * The text after `label` on its line, up to the next label of the card; the next line when nothing follows
 * the label (cards print some values under their label).
 */
export function valueAfter(lines: string[], label: RegExp, others: RegExp[]): string | undefined {
  const cut = (rest: string) => {
    let end = rest.length;
    for (const o of others) {
      const m = new RegExp(o.source, o.flags.replace('g', '')).exec(rest);
      if (m && m.index > 0 && m.index < end) end = m.index;
    }
    return rest
      .slice(0, end)
      .replace(/^[\s:;.,\-_|=]+/, '')
      .replace(/[\s:;,\-_|=]+$/, '')
      .trim();
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const m = new RegExp(label.source, label.flags.replace('g', '')).exec(line);
    if (!m) continue;
    const rest = cut(line.slice(m.index + m[0].length));
    if (rest) return rest;
    const next = lines[i + 1];
    if (next !== undefined) {
      const below = cut(next);
      if (below) return below;
    }
  }
  return undefined;
}

function labelled(lines: string[], labels: Labels, key: OcrFieldKey): string | undefined {
  const label = labels[key];
  if (!label) return undefined;
  const others = Object.entries(labels)
    .filter(([k]) => k !== key)
    .map(([, re]) => re);
  return valueAfter(lines, label, [...others, ...COMMON_STOPS]);
}

/** Labels printed on cards that end a value without being read themselves. */
const COMMON_STOPS = [/\bsex\b/i, /\bgender\b/i, /\bsignature\b/i, /\bplace of issue\b/i, /\bcard no\b/i];

function labelledDate(lines: string[], labels: Labels, key: OcrFieldKey): string | undefined {
  const label = labels[key];
  if (!label) return undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const m = new RegExp(label.source, label.flags.replace('g', '')).exec(line);
    if (!m) continue;
    const after = datesIn(line.slice(m.index + m[0].length));
    if (after[0]) return after[0];
    const below = datesIn(lines[i + 1] ?? '');
    if (below[0]) return below[0];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Values

/** A person's name as printed: letters of any script, single spaces, hyphens and apostrophes. */
export function cleanName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (/\d/.test(raw)) return undefined;
  const s = raw
    .replace(/[^\p{L}\p{M}\s'’-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = s.split(' ').filter((w) => /\p{L}/u.test(w));
  // One stray letter is noise; a name has at least two letters.
  if (words.join('').length < 2 || s.length > 80) return undefined;
  const latinCaps = /^[A-Z\s'’-]+$/.test(s);
  return words.map((w) => (latinCaps ? w.charAt(0) + w.slice(1).toLowerCase() : w)).join(' ');
}

/** A country or a make: letters, spaces, hyphens; title case when printed in capitals. */
function cleanWords(raw: string | undefined, max = 40): string | undefined {
  if (!raw) return undefined;
  const s = raw
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (s.length < 2 || s.length > max || !/\p{L}{2}/u.test(s)) return undefined;
  return /^[A-Z0-9\s-]+$/.test(s)
    ? s
        .split(' ')
        .map((w) => (/^\d+$/.test(w) ? w : w.charAt(0) + w.slice(1).toLowerCase()))
        .join(' ')
    : s;
}

const ID_RE = new RegExp(
  `(?<![0-9])7\\s?[8B]\\s?4\\s?[-.\\s]?\\s?(${DIGITISH}{4})\\s?[-.\\s]?\\s?(${DIGITISH}{7})\\s?[-.\\s]?\\s?(${DIGITISH})(?![0-9])`,
);

/** An Emirates ID number: 784-YYYY-NNNNNNN-N (15 digits, 784 first, a plausible year of birth). */
export function emiratesIdIn(text: string): string | undefined {
  for (const line of [...linesOf(text), linesOf(text).join(' ')]) {
    const m = ID_RE.exec(line);
    if (!m) continue;
    const [year, serial, check] = [m[1], m[2], m[3]].map((p) => toDigits(p ?? ''));
    if (!/^\d{4}$/.test(year ?? '') || !/^\d{7}$/.test(serial ?? '') || !/^\d$/.test(check ?? '')) continue;
    const y = Number(year);
    if (y < 1900 || y > 2100) continue;
    return `784-${year}-${serial}-${check}`;
  }
  return undefined;
}

/** A number printed after its label: the first run of 4 to 12 digits (look-alikes read as digits). */
function numberAfter(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const m = new RegExp(`${DIGITISH}*\\d${DIGITISH}*`).exec(raw.replace(/\s+/g, ''));
  const digits = m ? toDigits(m[0]) : '';
  return /^\d{4,12}$/.test(digits) ? digits : undefined;
}

/** A plate: an optional code (letters, or 1–2 digits before the number) and 1 to 5 digits: 'A 12345'. */
function plateOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const m = /(?:^|\s)(?:(?:code\s*)?([A-Z]{1,2}|\d{1,2})\s+)?([0-9OoIlSB]{1,5})(?:\s|$)/i.exec(
    raw.replace(/[-/]/g, ' '),
  );
  if (!m) return undefined;
  const num = toDigits(m[2] ?? '');
  if (!/^\d{1,5}$/.test(num)) return undefined;
  const code = (m[1] ?? '').toUpperCase();
  return code ? `${code} ${num}` : num;
}

/** A model year (1950 to 2100) printed after its label. */
function yearOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const m = new RegExp(`(?<!\\d)(${DIGITISH}{4})(?!\\d)`).exec(raw);
  const y = m ? Number(toDigits(m[1] ?? '')) : NaN;
  return y >= 1950 && y <= 2100 ? String(y) : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Cards

const PERSON_LABELS: Labels = {
  fullName: /(?:^|[^\p{L}])name\b(?!\s*(?:in|of)\s+arabic)/iu,
  nationality: /\bnationality\b/i,
  dateOfBirth: /\b(?:date\s*of\s*birth|birth\s*date|d\.?\s*o\.?\s*b)\b/i,
  issueDate: /\b(?:issu(?:e|ing)\s*date|date\s*of\s*issue|issued\s*on)\b/i,
  expiryDate: /\b(?:expiry\s*date|date\s*of\s*expiry|exp(?:iry)?\.?\s*date|expires?\s*on)\b/i,
};

function personFields(lines: string[], labels: Labels): OcrFields {
  const out: OcrFields = {};
  const name = cleanName(labelled(lines, labels, 'fullName'));
  if (name) out.fullName = name;
  const nationality = cleanWords(labelled(lines, labels, 'nationality'));
  if (nationality) out.nationality = nationality;
  for (const key of ['dateOfBirth', 'issueDate', 'expiryDate'] as const) {
    const d = labelledDate(lines, labels, key);
    if (d) out[key] = d;
  }
  // Labels lost to noise: on an ID card the earliest date is the birth date, the latest the expiry.
  const all = [...new Set(datesIn(lines.join('\n')))].sort((a, b) => dateKey(a) - dateKey(b));
  const used = new Set([out.dateOfBirth, out.issueDate, out.expiryDate]);
  const free = all.filter((d) => !used.has(d));
  if (all.length >= 2) {
    if (!out.dateOfBirth && free[0] && free[0] === all[0]) out.dateOfBirth = free.shift();
    const last = all[all.length - 1];
    if (!out.expiryDate && last && free[free.length - 1] === last) out.expiryDate = free.pop();
  }
  return out;
}

export function parseEmiratesId(text: string): OcrFields {
  const lines = linesOf(text);
  const out: OcrFields = {};
  const id = emiratesIdIn(text);
  if (id) out.idNumber = id;
  Object.assign(
    out,
    personFields(lines, { ...PERSON_LABELS, idNumber: /\bid(?:entity)?\s*(?:no|number)\b/i }),
  );
  return out;
}

export function parseDrivingLicence(text: string): OcrFields {
  const lines = linesOf(text);
  const labels: Labels = {
    ...PERSON_LABELS,
    licenceNumber: /\b(?:licen[cs]e|lic)\.?\s*(?:no|number|#)\b\.?/i,
    // 'Traffic Code No.' is another number on the licence: a stop, not a value.
    idNumber: /\btraffic\s*(?:code|file)\s*(?:no|number)?\b/i,
  };
  const out: OcrFields = {};
  const licence = numberAfter(labelled(lines, labels, 'licenceNumber'));
  if (licence) out.licenceNumber = licence;
  Object.assign(out, personFields(lines, labels));
  return out;
}

export function parseMulkiya(text: string): OcrFields {
  const lines = linesOf(text);
  const labels: Labels = {
    plateNumber: /\b(?:traffic\s*)?plate\s*(?:no|number)?\b\.?/i,
    make: /\b(?:veh(?:icle)?\.?\s*)?make\b/i,
    model: /\bmodel\b(?!\s*year)/i,
    modelYear: /\b(?:model\s*year|year\s*of\s*(?:manufacture|model)|year)\b/i,
    // 'Req.': OCR often reads g as q.
    registrationDate: /\b(?:re[gq](?:istration)?\.?\s*date|date\s*of\s*registration|registered\s*on)\b/i,
    expiryDate: /\b(?:exp(?:iry)?\.?\s*date|expiry)\b/i,
    fullName: /\bowner\b/i,
    nationality: /\bnationality\b/i,
  };
  const out: OcrFields = {};
  const plate = plateOf(labelled(lines, labels, 'plateNumber'));
  if (plate) out.plateNumber = plate;
  const make = cleanWords(labelled(lines, labels, 'make'));
  if (make) out.make = make;
  const year = yearOf(labelled(lines, labels, 'modelYear'));
  const model = labelled(lines, labels, 'model');
  // Many registration cards print the model year under 'Model'.
  if (year) out.modelYear = year;
  else if (yearOf(model) && /^\W*\d{4}\W*$/.test(model ?? '')) out.modelYear = yearOf(model);
  const modelName = /^\W*\d{4}\W*$/.test(model ?? '') ? undefined : cleanWords(model);
  if (modelName) out.model = modelName;
  for (const key of ['registrationDate', 'expiryDate'] as const) {
    const d = labelledDate(lines, labels, key);
    if (d) out[key] = d;
  }
  return out;
}

const PARSERS: Record<OcrDocType, (text: string) => OcrFields> = {
  emiratesId: parseEmiratesId,
  drivingLicence: parseDrivingLicence,
  mulkiya: parseMulkiya,
};

/** The fields a card of this type yields from its text (only those found). */
export function parseCard(docType: OcrDocType, text: string): OcrFields {
  return PARSERS[docType](text);
}

/** Fields right / fields expected, for the accuracy figures of decision 0027. */
export function scoreFields(expected: OcrFields, read: OcrFields): { right: number; total: number } {
  const keys = Object.keys(expected) as OcrFieldKey[];
  const norm = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  return {
    right: keys.filter((k) => norm(expected[k]) === norm(read[k]) && norm(read[k]) !== '').length,
    total: keys.length,
  };
}
