import { chromium, type Browser } from 'playwright-core';
import type { OcrDocType, OcrFields } from '../../src/shared/contracts/ocr';

/**
 * Card images made in the test (decision 0027): an HTML card rendered by Debian's Chromium and screenshot, so no
 * real document is ever stored in the repository. Every person, number and plate is invented; each card says
 * SPECIMEN. The layouts follow the public descriptions of the cards (labels in English and Arabic), not a scan.
 *
 * Two looks: 'clean' (the screenshot as it is) and 'photo' (at 60 % of the size, turned 2.5°, blurred, unevenly lit,
 * grainy, on a grey background, saved as a JPEG of quality 35), a rough stand-in for a phone photo. Both overstate real photos (glare, shadows,
 * perspective, holograms and worn cards are not imitated).
 */

export type CardLook = 'clean' | 'photo';

export type TestCard = {
  name: string;
  docType: OcrDocType;
  /** What a perfect read yields (the parsers' output format). */
  expected: OcrFields;
  /** Label/value rows printed on the card. */
  rows: [string, string][];
  title: [string, string];
};

export const TEST_CARDS: TestCard[] = [
  {
    name: 'Emirates ID (Ahmed)',
    docType: 'emiratesId',
    title: ['Resident Identity Card', 'بطاقة هوية مقيم'],
    rows: [
      ['ID Number', '784-1990-1234567-1'],
      ['Name', 'Ahmed Ali Hassan'],
      ['Date of Birth', '14/03/1990'],
      ['Nationality', 'India'],
      ['Issuing Date', '02/05/2023'],
      ['Expiry Date', '01/05/2028'],
    ],
    expected: {
      idNumber: '784-1990-1234567-1',
      fullName: 'Ahmed Ali Hassan',
      dateOfBirth: '14/03/1990',
      nationality: 'India',
      issueDate: '02/05/2023',
      expiryDate: '01/05/2028',
    },
  },
  {
    name: 'Emirates ID (Maria)',
    docType: 'emiratesId',
    title: ['Resident Identity Card', 'بطاقة هوية مقيم'],
    rows: [
      ['ID Number', '784-1985-7654321-0'],
      ['Name', "Maria D'Souza-Pereira"],
      ['Date of Birth', '29/11/1985'],
      ['Nationality', 'Philippines'],
      ['Issuing Date', '17/08/2024'],
      ['Expiry Date', '16/08/2026'],
    ],
    expected: {
      idNumber: '784-1985-7654321-0',
      fullName: "Maria D'Souza-Pereira",
      dateOfBirth: '29/11/1985',
      nationality: 'Philippines',
      issueDate: '17/08/2024',
      expiryDate: '16/08/2026',
    },
  },
  {
    name: 'Driving licence',
    docType: 'drivingLicence',
    title: ['Driving License', 'رخصة قيادة'],
    rows: [
      ['License No.', '2468013'],
      ['Name', 'Fatima Khalid Suwaidi'],
      ['Nationality', 'United Arab Emirates'],
      ['Date of Birth', '05/09/1992'],
      ['Issue Date', '10/01/2022'],
      ['Expiry Date', '09/01/2032'],
      ['Place of Issue', 'Dubai'],
    ],
    expected: {
      licenceNumber: '2468013',
      fullName: 'Fatima Khalid Suwaidi',
      nationality: 'United Arab Emirates',
      dateOfBirth: '05/09/1992',
      issueDate: '10/01/2022',
      expiryDate: '09/01/2032',
    },
  },
  {
    name: 'Mulkiya',
    docType: 'mulkiya',
    title: ['Vehicle License', 'رخصة مركبة'],
    rows: [
      ['Traffic Plate No.', 'A 12345'],
      ['Owner', 'Omar Saeed Rahman'],
      ['Make', 'Toyota'],
      ['Model', 'Camry'],
      ['Model Year', '2021'],
      ['Reg. Date', '15/06/2023'],
      ['Exp. Date', '14/06/2026'],
    ],
    expected: {
      plateNumber: 'A 12345',
      make: 'Toyota',
      model: 'Camry',
      modelYear: '2021',
      registrationDate: '15/06/2023',
    },
  },
];

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function cardHtml(card: TestCard, look: CardLook): string {
  const rows = card.rows
    .map(
      ([label, value]) =>
        `<div class="row"><span class="label">${escape(label)}:</span> <b>${escape(value)}</b></div>`,
    )
    .join('');
  const photo = look === 'photo';
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: ${photo ? '#8a8f94' : '#fff'}; }
    .stage { padding: ${photo ? '40px' : '0'}; display: inline-block; }
    .card { width: 856px; height: 540px; box-sizing: border-box; padding: 26px 34px; border-radius: 26px;
      background: linear-gradient(135deg, #e6efe9, #f6eddf); color: #16181a; position: relative;
      font-family: 'Noto Sans', 'DejaVu Sans', sans-serif;
      ${photo ? 'zoom: 0.6; transform: rotate(-2.5deg); filter: blur(0.8px) contrast(0.8) brightness(1.05); box-shadow: 0 6px 18px #0006;' : ''} }
    .light { position: absolute; inset: 0; border-radius: inherit; pointer-events: none;
      background: radial-gradient(circle at 75% 20%, #fff9 0, #fff0 45%), linear-gradient(90deg, #0000 55%, #0002); }
    .grain { position: absolute; inset: 0; opacity: 0.22; mix-blend-mode: multiply; border-radius: inherit; }
    .head { display: flex; justify-content: space-between; font-weight: 700; font-size: 24px; }
    .ar { font-family: 'Noto Sans Arabic', 'Noto Naskh Arabic', sans-serif; direction: rtl; }
    .sub { display: flex; justify-content: space-between; font-size: 19px; margin-top: 4px; }
    .photo { position: absolute; inset-inline-start: 34px; top: 128px; width: 160px; height: 200px;
      background: #c5cfd6; border-radius: 8px; }
    .rows { margin-inline-start: 190px; margin-top: 22px; font-size: 22px; line-height: 1.62; }
    .label { color: #3b4146; }
    .specimen { position: absolute; bottom: 14px; inset-inline-end: 34px; font-size: 14px; color: #555; }
  </style></head><body><div class="stage"><div class="card">
    <div class="head"><span>UNITED ARAB EMIRATES</span><span class="ar">الإمارات العربية المتحدة</span></div>
    <div class="sub"><span>${escape(card.title[0])}</span><span class="ar">${escape(card.title[1])}</span></div>
    <div class="photo"></div>
    <div class="rows">${rows}</div>
    <div class="specimen">SPECIMEN - FICTIONAL TEST CARD</div>
    ${photo ? `<div class="light"></div><svg class="grain" width="100%" height="100%"><filter id="n"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/></filter><rect width="100%" height="100%" filter="url(#n)"/></svg>` : ''}
  </div></div></body></html>`;
}

/** Debian's Chromium, never a downloaded one, kept off the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
}

/** Renders the cards (PNG for 'clean', JPEG for 'photo'), in `browser` or a Chromium of its own. */
export async function renderCards(cards: TestCard[], look: CardLook, browser?: Browser): Promise<Buffer[]> {
  const own = browser ?? (await launchChromium());
  try {
    const page = await own.newPage({ viewport: { width: 960, height: 640 } });
    const out: Buffer[] = [];
    for (const card of cards) {
      await page.setContent(cardHtml(card, look));
      await page.evaluate(() => document.fonts.ready);
      const target = page.locator(look === 'photo' ? '.stage' : '.card');
      out.push(
        look === 'photo'
          ? await target.screenshot({ type: 'jpeg', quality: 35, scale: 'css' })
          : await target.screenshot({ type: 'png' }),
      );
    }
    await page.close();
    return out;
  } finally {
    if (!browser) await own.close();
  }
}
