/** The shapes of the insurance landings' extra copy (landing-extras-insurance.ts builds the blocks from them). */

/** A site path of a seeded page (content.test.ts checks every one is published in en and ar). */
export type TSitePath = `/${string}/`;

/** One language's copy of a landing's extra sections. HTML fields are trusted seed text (SafeHtml on render). */
export type TLandingCopy = {
  toc: { title: string; how: string; cover: string; compare: string; reviews: string; faq: string };
  why: { title: string; items: [heading: string, description: string][] };
  how: { title: string; lead: string; steps: [title: string, description: string][] };
  cover: { title: string; lead: string; tabs: [title: string, html: string][] };
  /** Health only: tiles to the published health pages by sum insured (docs/product/content.md 'Health cover widget'). */
  tiles?: { title: string; rows: [row1: string, row2: string, url: TSitePath][] };
  /** Left out on car insurance, whose page has its own cover table (car-insurance.ts). */
  compare?: { title: string; lead: string; headers: string[]; rows: string[][] };
  reviews: { title: string; items: [userName: string, city: string, title: string, content: string][] };
  /** `rows` empty on car insurance, whose page has its own FAQ (the note still anchors it). */
  faq: { note: string; title: string; rows: [question: string, answerHtml: string][] };
  /** Left out on car insurance, whose page has its own links. */
  related?: { title: string; groups: { heading: string; links: [label: string, url: TSitePath][] }[] };
};

/** Per landing: the review dates and the four ratings of each demo review (the same in every language). */
export type TLandingExtra = {
  reviewMeta: { publishAt: string; ratings: [number, number, number, number] }[];
  en: TLandingCopy;
  ar: TLandingCopy;
};
