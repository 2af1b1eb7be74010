import { z } from 'zod';
import { LOCALES, type LangCode } from '../../../shared/domain/locales';
import { PAGE_TYPE, PRODUCT_SEGMENTS } from '../../../shared/domain/products';
import { MissingTexts, readStructure } from '../data/texts';
import {
  checkedPage,
  ZSlug,
  escapeHtml,
  fileTexts,
  fillTemplate,
  htmlFor,
  metaData,
  pick,
  type DataPage,
  type TextsOf,
} from './data-pages';

/**
 * The glossary as data (decision 0105): `content/structure/glossary.json` lists the terms (slug, the product a
 * reader of the term is shopping for, related terms, version), `content/<lang>/glossary.json` holds each term's name,
 * one-sentence meaning and a short HTML body, plus the detail page's own words (`page.*`, `product.<segment>`).
 * Each term becomes `/insurance-glossary/<slug>/` in every language whose texts are complete; the glossary page
 * (`content/structure/pages/insurance-glossary.json`) takes its rows from `{"$list": "glossary"}`.
 */

export const GLOSSARY_FILE = 'glossary';
export const GLOSSARY_PATH = '/insurance-glossary/';

const ZGlossaryStructure = z.strictObject({
  terms: z
    .array(
      z.strictObject({
        slug: ZSlug,
        /** The product segment the term belongs to (its lead form and 'compare' link). */
        product: z.string(),
        related: z.array(ZSlug).min(1).max(6),
        version: z.number().int().min(1),
      }),
    )
    .min(1)
    .max(1000),
});
export type TGlossaryStructure = z.infer<typeof ZGlossaryStructure>;

type Page = DataPage;
export type GlossaryEntry = { pageName: string; refUrl: string; letter: string };

/** The letter a term files under in every language: its English name's first letter (decision 0105). */
export const letterOfTerm = (english: string): string =>
  english.trim().charAt(0).normalize('NFD').charAt(0).toUpperCase();

/** The structure, checked: an unknown product, a repeated slug or a related term that does not exist throws. */
export function parseGlossary(raw: unknown): TGlossaryStructure {
  const parsed = ZGlossaryStructure.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`content/structure/glossary.json: ${issue?.path.join('.')} ${issue?.message}`);
  }
  const slugs = new Set<string>();
  for (const t of parsed.data.terms) {
    if (slugs.has(t.slug)) throw new Error(`content/structure/glossary.json: ${t.slug} is listed twice`);
    slugs.add(t.slug);
    if (PRODUCT_SEGMENTS[t.product] === undefined)
      throw new Error(`content/structure/glossary.json: ${t.slug}: unknown product ${t.product}`);
  }
  for (const t of parsed.data.terms)
    for (const r of t.related)
      if (!slugs.has(r) || r === t.slug)
        throw new Error(`content/structure/glossary.json: ${t.slug}: related term ${r} is not another term`);
  return parsed.data;
}

const PAGE_KEYS = {
  metaTitle: 'page.metaTitle',
  subtitle: 'page.subtitle',
  demoNotice: 'page.demoNotice',
  related: 'page.related',
  back: 'page.back',
} as const;

/** The term pages and the glossary rows, per language. */
export function buildGlossary(
  raw: unknown,
  textsOf: TextsOf,
  missing: MissingTexts,
): { pages: Page[]; rows: (lang: LangCode) => GlossaryEntry[] } {
  const s = parseGlossary(raw);
  const en = textsOf('en');
  const letters = new Map<string, string>();
  for (const t of s.terms) {
    const name = en?.[`${t.slug}.term`];
    if (name === undefined) continue;
    const letter = letterOfTerm(name);
    if (!/^[A-Z]$/.test(letter))
      throw new Error(`content/en/glossary.json: ${t.slug}.term does not start with a letter A-Z`);
    letters.set(t.slug, letter);
  }
  const pages: Page[] = [];
  const rows = new Map<LangCode, GlossaryEntry[]>();
  for (const { code: lang } of LOCALES) {
    const texts = textsOf(lang);
    const page = pick(texts, PAGE_KEYS, lang, GLOSSARY_FILE, missing);
    const terms = new Map(
      s.terms.map((t) => [
        t.slug,
        pick(
          texts,
          { term: `${t.slug}.term`, short: `${t.slug}.short`, body: `${t.slug}.body` },
          lang,
          GLOSSARY_FILE,
          missing,
        ),
      ]),
    );
    const products = new Map(
      [...new Set(s.terms.map((t) => t.product))].map((p) => [
        p,
        pick(texts, { label: `product.${p}` }, lang, GLOSSARY_FILE, missing)?.label,
      ]),
    );
    if (!page) continue;
    const entries: GlossaryEntry[] = [];
    for (const t of s.terms) {
      const x = terms.get(t.slug);
      const productLabel = products.get(t.product);
      const letter = letters.get(t.slug);
      if (!x || !productLabel || !letter) continue;
      entries.push({ pageName: x.term, refUrl: t.slug, letter });
      const productId = PRODUCT_SEGMENTS[t.product] ?? 0;
      const related = t.related.flatMap((r) => {
        const other = terms.get(r);
        return other ? [{ label: other.term, url: `${GLOSSARY_PATH}${r}/` }] : [];
      });
      pages.push(
        checkedPage({
          urlPath: `${GLOSSARY_PATH}${t.slug}/`,
          language: lang,
          productId,
          pageTypeId: PAGE_TYPE.GLOSSARY,
          file: GLOSSARY_FILE,
          version: t.version,
          page: {
            metaData: metaData({
              productId,
              pageTypeId: PAGE_TYPE.GLOSSARY,
              lang,
              title: fillTemplate(page.metaTitle, { term: x.term }),
              description: x.short,
            }),
            jsonData: [
              {
                key: `glossary-${t.slug}-banner`,
                type: 'BANNER',
                title: x.term,
                fieldValues: { variant: 'product', subtitle: page.subtitle },
              },
              {
                key: `glossary-${t.slug}-intro`,
                type: 'TITLE_PARAGRAPH',
                title: x.term,
                contentType: 'html',
                content: htmlFor(lang, page.demoNotice),
              },
              {
                key: `glossary-${t.slug}`,
                type: 'GLOSSARY_DETAIL',
                title: x.term,
                productId,
                content: htmlFor(lang, `<p><strong>${escapeHtml(x.short)}</strong></p>${x.body}`),
              },
              {
                key: `glossary-${t.slug}-related`,
                type: 'LINKS',
                title: page.related,
                isArticlePageLink: false,
                links: [
                  ...related,
                  { label: productLabel, url: `/${t.product}/` },
                  { label: page.back, url: GLOSSARY_PATH },
                ],
              },
            ],
          },
        }),
      );
    }
    rows.set(lang, entries);
  }
  return { pages, rows: (lang) => rows.get(lang) ?? [] };
}

export const loadGlossary = (missing: MissingTexts) =>
  buildGlossary(readStructure(GLOSSARY_FILE), fileTexts(GLOSSARY_FILE), missing);
