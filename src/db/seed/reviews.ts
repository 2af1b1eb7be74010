import { z } from 'zod';
import { LANG_CODES, DEFAULT_LANG } from '../../shared/domain/locales';
import { RATING_KEYS, REVIEW_PAGE_SEGMENT } from '../../shared/contracts/reviews';
import type { Db } from '../client';
import { reviews } from '../schema-reviews';
import { banksSeed } from './banking/banks';
import { MissingTexts, readStructure, textOf } from './data/texts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ZStar = z.number().int().min(1).max(5);
const ZReviewsSeed = z.object({
  reviews: z.array(
    z.strictObject({
      key: z.string().regex(/^[a-z]{2}-\d{2}$/),
      productId: z
        .number()
        .int()
        .refine((n) => REVIEW_PAGE_SEGMENT[n] !== undefined, 'not a reviewed product'),
      bank: z.string().nullable(),
      publishAt: z.iso.date(),
      ratings: z.strictObject({
        easeRating: ZStar,
        clarityRating: ZStar,
        speedRating: ZStar,
        supportRating: ZStar,
      }),
    }),
  ),
});

const FILE = 'reviews/demo';
const FIELDS = ['name', 'city', 'title', 'text'] as const;

/** Texts of the demo reviews a language lacks (the seed reports them; a test fails on any). */
export const reviewsMissing = new MissingTexts();

/**
 * The demo reviews (content/structure/reviews/demo.json, texts per language in content/<lang>/reviews/demo.json;
 * decision 0101), each as the row it is stored as: English as written, the other languages in `texts`.
 */
export function reviewsSeed() {
  const parsed = ZReviewsSeed.safeParse(readStructure(FILE));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/structure/${FILE}.json: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const bankId = new Map(banksSeed.map((b) => [b.slug, b.id]));
  return parsed.data.reviews.map((r) => {
    const providerId = r.bank === null ? null : bankId.get(r.bank);
    if (providerId === undefined)
      throw new Error(`content/structure/${FILE}.json: ${r.key}: unknown bank ${r.bank}`);
    const text = (lang: (typeof LANG_CODES)[number], f: (typeof FIELDS)[number]) =>
      textOf(lang, FILE, `${r.key}.${f}`, reviewsMissing);
    const en = Object.fromEntries(FIELDS.map((f) => [f, text(DEFAULT_LANG, f) ?? ''])) as Record<
      (typeof FIELDS)[number],
      string
    >;
    const others = Object.fromEntries(
      LANG_CODES.filter((l) => l !== DEFAULT_LANG).map((l) => [
        l,
        {
          userName: text(l, 'name'),
          city: text(l, 'city'),
          title: text(l, 'title'),
          text: text(l, 'text'),
        },
      ]),
    );
    return {
      seedKey: r.key,
      productId: r.productId,
      providerId,
      userName: en.name,
      city: en.city,
      lang: DEFAULT_LANG,
      title: en.title,
      body: en.text,
      texts: others,
      ...Object.fromEntries(RATING_KEYS.map((k) => [k, r.ratings[k]])),
      publishAt: r.publishAt,
    } as unknown as {
      seedKey: string;
      productId: number;
      providerId: number | null;
      userName: string;
      city: string;
      lang: string;
      title: string;
      body: string;
      texts: Record<string, Record<string, string | undefined>>;
      easeRating: number;
      clarityRating: number;
      speedRating: number;
      supportRating: number;
      publishAt: string;
    };
  });
}

/** Upserts the demo reviews by their key, published at their date (a visitor's reviews are never touched). */
export async function seedReviews(tx: Tx | Db): Promise<number> {
  const rows = reviewsSeed();
  for (const r of rows) {
    const at = new Date(`${r.publishAt}T09:00:00+04:00`);
    const { publishAt: _drop, ...row } = r;
    void _drop;
    const values = { ...row, status: 'published', createdAt: at, moderatedAt: at, publishedAt: at };
    await tx.insert(reviews).values(values).onConflictDoUpdate({
      target: reviews.seedKey,
      set: values,
    });
  }
  return rows.length;
}
