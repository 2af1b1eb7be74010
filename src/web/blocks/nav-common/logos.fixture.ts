import type { TLogo } from '../../../shared/contracts/blocks-nav';

/** Fictional companies for the logo fixtures; the files follow the gallery's /assets/demo/ convention. */
function logo(slug: string, name: string): TLogo {
  return { name, image: { src: `/assets/demo/${slug}.svg`, alt: name, width: 160, height: 60 } };
}

export const demoInsurerLogos: TLogo[] = [
  logo('oasis-shield', 'Oasis Shield Insurance'),
  logo('falcon-crest', 'Falcon Crest Takaful'),
  logo('dune-harbour', 'Dune Harbour Assurance'),
  logo('palm-gate', 'Palm Gate Bank'),
  logo('pearl-coast', 'Pearl Coast Insurance'),
];

export const demoGroupLogos: TLogo[] = [
  logo('sahel-compare', 'Sahel Compare'),
  logo('sahel-advisory', 'Sahel Advisory'),
  logo('sahel-labs', 'Sahel Labs'),
  logo('sahel-care', 'Sahel Care'),
  logo('sahel-academy', 'Sahel Academy'),
  logo('sahel-pay', 'Sahel Pay'),
];

export const demoInvestorLogos: TLogo[] = [
  'Saffron Ventures',
  'Mirage Capital',
  'Qamar Partners',
  'Red Dune Fund',
  'Jade Sail Capital',
  'Harbour Light Ventures',
  'Cedar Bridge Partners',
  'Sandstone Growth',
  'Blue Wadi Capital',
  'Lantern Seed Fund',
].map((name) => logo(name.toLowerCase().replace(/ /g, '-'), name));

const AR_NAMES: Record<string, string> = {
  'Oasis Shield Insurance': 'واحة الدرع للتأمين',
  'Falcon Crest Takaful': 'قمة الصقر للتكافل',
  'Dune Harbour Assurance': 'ميناء الكثبان للضمان',
  'Palm Gate Bank': 'بنك بوابة النخيل',
  'Pearl Coast Insurance': 'ساحل اللؤلؤ للتأمين',
  'Sahel Compare': 'ساحل كومبير',
  'Sahel Advisory': 'ساحل للاستشارات',
  'Sahel Labs': 'مختبرات ساحل',
  'Sahel Care': 'ساحل كير',
  'Sahel Academy': 'أكاديمية ساحل',
  'Sahel Pay': 'ساحل باي',
  'Saffron Ventures': 'زعفران فنتشرز',
  'Mirage Capital': 'سراب كابيتال',
  'Qamar Partners': 'قمر بارتنرز',
  'Red Dune Fund': 'صندوق الكثيب الأحمر',
  'Jade Sail Capital': 'الشراع اليشمي كابيتال',
  'Harbour Light Ventures': 'منارة الميناء فنتشرز',
  'Cedar Bridge Partners': 'جسر الأرز بارتنرز',
  'Sandstone Growth': 'الحجر الرملي للنمو',
  'Blue Wadi Capital': 'الوادي الأزرق كابيتال',
  'Lantern Seed Fund': 'صندوق الفانوس للبذور',
};

/** The same logos named in Arabic (alt text and names on Arabic pages). */
export function inArabic(logos: TLogo[]): TLogo[] {
  return logos.map((l) => {
    const name = AR_NAMES[l.name] ?? l.name;
    return { ...l, name, image: { ...l.image, alt: name } };
  });
}
