#!/usr/bin/env node
// Writes content/structure/hospitals.json: the demo network hospitals (docs/product/hospitals.md, decision 0092).
// Run once by a developer (`node scripts/generate-hospitals.mjs`); the seed reads the committed file, never this
// script. Everything is fictional: names from a list of invented prefixes, addresses from a street number and a
// real area name, phones in the 555 demo range, coordinates a small offset from the area's centre. Deterministic:
// the same script writes the same file.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// city slug, emirate, dial code, centre [lat, lng], names [en, ar, hi, ml], areas [en, ar], how many places
const CITIES = [
  [
    'dubai',
    'dubai',
    '4',
    [25.2048, 55.2708],
    ['Dubai', 'دبي', 'दुबई', 'ദുബായ്'],
    [
      ['Al Barsha', 'البرشاء'],
      ['Deira', 'ديرة'],
      ['Jumeirah', 'جميرا'],
      ['Al Karama', 'الكرامة'],
      ['Al Qusais', 'القصيص'],
      ['Mirdif', 'مردف'],
      ['Dubai Marina', 'دبي مارينا'],
      ['Al Nahda', 'النهدة'],
      ['Bur Dubai', 'بر دبي'],
      ['Jebel Ali', 'جبل علي'],
      ['International City', 'المدينة العالمية'],
      ['Al Warqa', 'الورقاء'],
    ],
    120,
  ],
  [
    'hatta',
    'dubai',
    '4',
    [24.8039, 56.1256],
    ['Hatta', 'حتا', 'हत्ता', 'ഹത്ത'],
    [
      ['Hatta Centre', 'وسط حتا'],
      ['Al Sharia', 'الشريعة'],
    ],
    6,
  ],
  [
    'abu-dhabi',
    'abu-dhabi',
    '2',
    [24.4539, 54.3773],
    ['Abu Dhabi', 'أبوظبي', 'अबू धाबी', 'അബുദാബി'],
    [
      ['Al Khalidiya', 'الخالدية'],
      ['Al Mushrif', 'المشرف'],
      ['Khalifa City', 'مدينة خليفة'],
      ['Mussafah', 'مصفح'],
      ['Al Reem Island', 'جزيرة الريم'],
      ['Al Bateen', 'البطين'],
      ['Al Nahyan', 'آل نهيان'],
    ],
    80,
  ],
  [
    'al-ain',
    'abu-dhabi',
    '3',
    [24.2075, 55.7447],
    ['Al Ain', 'العين', 'अल ऐन', 'അൽ ഐൻ'],
    [
      ['Al Jimi', 'الجيمي'],
      ['Al Muwaiji', 'المويجعي'],
      ['Al Towayya', 'الطوية'],
      ['Al Hili', 'الهيلي'],
    ],
    36,
  ],
  [
    'madinat-zayed',
    'abu-dhabi',
    '2',
    [23.6844, 53.7044],
    ['Madinat Zayed', 'مدينة زايد', 'मदीनत ज़ायद', 'മദീനത്ത് സായിദ്'],
    [['Zayed City Centre', 'وسط مدينة زايد']],
    6,
  ],
  [
    'ruwais',
    'abu-dhabi',
    '2',
    [24.1103, 52.7306],
    ['Ruwais', 'الرويس', 'रुवैस', 'റുവൈസ്'],
    [['Ruwais Housing Complex', 'مجمع الرويس السكني']],
    5,
  ],
  [
    'sharjah',
    'sharjah',
    '6',
    [25.3463, 55.4209],
    ['Sharjah', 'الشارقة', 'शारजाह', 'ഷാർജ'],
    [
      ['Al Majaz', 'المجاز'],
      ['Al Nahda Sharjah', 'النهدة الشارقة'],
      ['Al Qasimia', 'القاسمية'],
      ['Muwaileh', 'مويلح'],
      ['Al Khan', 'الخان'],
      ['Abu Shagara', 'أبو شغارة'],
    ],
    60,
  ],
  [
    'khor-fakkan',
    'sharjah',
    '9',
    [25.3393, 56.356],
    ['Khor Fakkan', 'خورفكان', 'खोर फक्कान', 'ഖോർഫക്കാൻ'],
    [
      ['Al Luluiyah', 'اللؤلؤية'],
      ['Al Zubarah', 'الزبارة'],
    ],
    10,
  ],
  [
    'kalba',
    'sharjah',
    '9',
    [25.0742, 56.3553],
    ['Kalba', 'كلباء', 'कल्बा', 'കൽബ'],
    [['Kalba Corniche', 'كورنيش كلباء']],
    7,
  ],
  [
    'ajman',
    'ajman',
    '6',
    [25.4052, 55.5136],
    ['Ajman', 'عجمان', 'अजमान', 'അജ്മാൻ'],
    [
      ['Al Nuaimiya', 'النعيمية'],
      ['Al Rashidiya', 'الراشدية'],
      ['Al Jurf', 'الجرف'],
    ],
    30,
  ],
  [
    'umm-al-quwain',
    'umm-al-quwain',
    '6',
    [25.5647, 55.5552],
    ['Umm Al Quwain', 'أم القيوين', 'उम्म अल क्वैन', 'ഉമ്മുൽ ഖുവൈൻ'],
    [
      ['Al Salamah', 'السلمة'],
      ['Al Raas', 'الراس'],
    ],
    12,
  ],
  [
    'ras-al-khaimah',
    'ras-al-khaimah',
    '7',
    [25.8007, 55.9762],
    ['Ras Al Khaimah', 'رأس الخيمة', 'रास अल खैमाह', 'റാസൽഖൈമ'],
    [
      ['Al Nakheel', 'النخيل'],
      ['Al Qusaidat', 'القصيدات'],
      ['Al Hamra', 'الحمرا'],
      ['Khuzam', 'خزام'],
    ],
    32,
  ],
  [
    'fujairah',
    'fujairah',
    '9',
    [25.1288, 56.3265],
    ['Fujairah', 'الفجيرة', 'फ़ुजैराह', 'ഫുജൈറ'],
    [
      ['Al Faseel', 'الفصيل'],
      ['Madhab', 'مضب'],
      ['Merashid', 'المريشيد'],
    ],
    22,
  ],
  [
    'dibba',
    'fujairah',
    '9',
    [25.6196, 56.2729],
    ['Dibba', 'دبا', 'डिब्बा', 'ദിബ്ബ'],
    [['Al Ghurfa', 'الغرفة']],
    7,
  ],
];

const PREFIXES = [
  ['Desert Rose', 'وردة الصحراء'],
  ['Blue Lagoon', 'البحيرة الزرقاء'],
  ['Pearl Bay', 'خليج اللؤلؤ'],
  ['Falcon Ridge', 'تلة الصقر'],
  ['Oasis Gate', 'بوابة الواحة'],
  ['Ghaf Tree', 'شجرة الغاف'],
  ['Silver Sands', 'الرمال الفضية'],
  ['Coral Reef', 'الشعاب المرجانية'],
  ['Mangrove Point', 'رأس القرم'],
  ['Jasmine', 'الياسمين'],
  ['Saffron', 'الزعفران'],
  ['Sidra', 'السدرة'],
  ['Amber Dunes', 'الكثبان العنبرية'],
  ['Lotus', 'اللوتس'],
  ['Harbour Light', 'منارة الميناء'],
  ['Date Palm', 'نخلة التمر'],
  ['Sea Breeze', 'نسيم البحر'],
  ['Morning Star', 'نجمة الصباح'],
  ['Green Valley', 'الوادي الأخضر'],
  ['Sunrise', 'الشروق'],
  ['Horizon', 'الأفق'],
  ['Dhow Harbour', 'مرفأ الداو'],
  ['Oryx', 'المها'],
  ['Wadi Breeze', 'نسيم الوادي'],
  ['Lantern', 'الفانوس'],
  ['Gazelle', 'الغزال'],
  ['Frankincense', 'اللبان'],
  ['Crescent Moon', 'الهلال'],
  ['Cedar Light', 'نور الأرز'],
  ['Nightingale', 'العندليب'],
];

// type, share, [en suffix, ar pattern with X], specialities to choose from
const KINDS = [
  [
    'hospital',
    20,
    [
      ['Hospital', 'مستشفى X'],
      ['General Hospital', 'مستشفى X العام'],
      ['Specialty Hospital', 'مستشفى X التخصصي'],
    ],
  ],
  [
    'clinic',
    45,
    [
      ['Medical Centre', 'مركز X الطبي'],
      ['Family Clinic', 'عيادة X للعائلة'],
      ['Polyclinic', 'عيادات X التخصصية'],
      ['Dental Clinic', 'عيادة X لطب الأسنان'],
    ],
  ],
  ['pharmacy', 20, [['Pharmacy', 'صيدلية X']]],
  [
    'diagnostic',
    15,
    [
      ['Diagnostic Centre', 'مركز X للتشخيص'],
      ['Imaging and Lab', 'مختبر X للأشعة والتحاليل'],
    ],
  ],
];

const SPECIALITIES = {
  hospital: [
    'emergency',
    'cardiology',
    'orthopaedics',
    'maternity',
    'paediatrics',
    'oncology',
    'neurology',
    'general-surgery',
  ],
  clinic: [
    'general-practice',
    'paediatrics',
    'dermatology',
    'dentistry',
    'ent',
    'gynaecology',
    'physiotherapy',
  ],
  pharmacy: ['pharmacy'],
  diagnostic: ['radiology', 'laboratory', 'mri', 'ultrasound'],
};

// Health insurers of the catalogue (src/db/seed/quotes/insurers.ts) and how wide their networks reach.
const INSURERS = [
  'falcon-crest',
  'dune-harbour',
  'pearl-gate',
  'oasis-meridian',
  'saffron-shield',
  'crescent-tide',
  'palm-lantern',
  'sandstone-guardian',
  'azure-dhow',
  'golden-ghaf',
  'mirage-point',
  'coral-minaret',
  'nomad-star',
  'silver-oryx',
];
const TIERS = ['restricted', 'general', 'premier', 'global'];

const slugify = (s) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const kindAt = (i) => {
  const n = i % 20; // 4 hospitals, 9 clinics, 4 pharmacies, 3 diagnostic centres in every 20
  return n < 4 ? KINDS[0] : n < 13 ? KINDS[1] : n < 17 ? KINDS[2] : KINDS[3];
};

const hospitals = [];
const usedSlugs = new Set();
let seq = 0;
for (const [city, emirate, dial, [lat, lng], , areas, count] of CITIES) {
  for (let k = 0; k < count; k++, seq++) {
    const [type, , suffixes] = kindAt(seq);
    const [prefixEn, prefixAr] = PREFIXES[(seq * 7 + k) % PREFIXES.length];
    const [suffixEn, suffixAr] = suffixes[(seq + k) % suffixes.length];
    const [areaEn, areaAr] = areas[k % areas.length];
    let nameEn = `${prefixEn} ${suffixEn}`;
    let nameAr = suffixAr.replace('X', prefixAr);
    let slug = slugify(`${nameEn} ${areaEn}`);
    if (usedSlugs.has(slug)) {
      nameEn = `${nameEn} ${areaEn}`;
      nameAr = `${nameAr} ${areaAr}`;
      slug = slugify(`${nameEn} ${seq}`);
    }
    usedSlugs.add(slug);
    const street = 1 + ((seq * 13) % 97);
    const specs = SPECIALITIES[type];
    const specialities =
      type === 'pharmacy'
        ? specs
        : [specs[seq % specs.length], specs[(seq + 3) % specs.length]].filter(
            (v, i, a) => a.indexOf(v) === i,
          );
    // Coordinates: the area's offset from the city centre plus a small step per place (about 100 m apart).
    const areaIndex = k % areas.length;
    const dLat = ((areaIndex % 4) - 1.5) * 0.012 + (((k * 5) % 9) - 4) * 0.0011;
    const dLng = (Math.floor(areaIndex / 4) - 1) * 0.014 + (((k * 7) % 11) - 5) * 0.0011;
    // Which insurers take it, and from which tier: bigger places join more networks and lower tiers.
    const networks = {};
    INSURERS.forEach((ins, j) => {
      const r = (seq * 31 + j * 17) % 100;
      const reach = type === 'hospital' ? 85 : type === 'pharmacy' ? 90 : 70;
      if (r >= reach) return; // not in this insurer's network at any tier (global plans included)
      const base = type === 'hospital' ? (r % 3) + 1 : r % 3; // hospitals from general up, others from restricted up
      networks[ins] = TIERS[Math.min(base, 3)];
    });
    hospitals.push({
      id: 1000 + seq,
      slug,
      type,
      name: { latin: nameEn, arabic: nameAr },
      address: { latin: `Street ${street}, ${areaEn}`, arabic: `شارع ${street}، ${areaAr}` },
      area: { latin: areaEn, arabic: areaAr },
      city,
      emirate,
      phone: `+971 ${dial} 555 ${String(1000 + ((seq * 37) % 9000)).padStart(4, '0')}`,
      latitude: Number((lat + dLat).toFixed(5)),
      longitude: Number((lng + dLng).toFixed(5)),
      specialities,
      directBilling: type !== 'pharmacy' ? seq % 5 !== 0 : true,
      networks,
    });
  }
}

const out = {
  $comment:
    'Generated by scripts/generate-hospitals.mjs (decision 0092). Every place is fictional (demo data).',
  cities: CITIES.map(([slug, emirate, , [lat, lng], names], i) => ({
    id: i + 1,
    slug,
    emirate,
    latitude: lat,
    longitude: lng,
    names: { en: names[0], ar: names[1], hi: names[2], ml: names[3] },
  })),
  hospitals,
};
writeFileSync(resolve(ROOT, 'content/structure/hospitals.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(`content/structure/hospitals.json: ${out.cities.length} cities, ${hospitals.length} places`);
