import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../client';
import { contentPages, redirections, siteChrome } from '../../schema';
import { ZStoredPage } from '../../../shared/contracts/page';
import { ZChromeData, type TChromeData } from '../../../shared/contracts/chrome';
import type { TSeedPage } from './seed-page';

/**
 * Versioned seeding (decision 0073). Every seeded page, chrome and redirection carries a content version: a digest of
 * what the seed writes. The stored row records the version it was seeded from (`seed_version`) and whether anyone
 * else changed it since (`edited_at`, set by the admin routes and later the console). On every run, at start as well
 * as `npm run seed`: a new item is inserted, a changed one is updated, an unchanged one is left alone, and a changed
 * one that an editor touched is skipped and reported by its key; an editor's change is never overwritten.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/** A stable digest of a JSON value: object keys sorted, so the same content always has the same version. */
export function contentVersion(value: unknown): string {
  const stable = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(stable)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, stable((v as Record<string, unknown>)[k])]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(stable(value)))
    .digest('hex')
    .slice(0, 20);
}

export type ApplyReport = {
  inserted: number;
  updated: number;
  unchanged: number;
  /** Keys of items an editor changed since they were seeded: left as the editor made them. */
  skipped: string[];
};

type Stored = { seedVersion: string | null; editedAt: Date | null };

function decide(
  stored: Stored | undefined,
  version: string,
  key: string,
  r: ApplyReport,
): 'insert' | 'update' | null {
  if (!stored) return 'insert';
  if (stored.seedVersion === version) {
    r.unchanged++;
    return null;
  }
  if (stored.editedAt) {
    r.skipped.push(key);
    return null;
  }
  return 'update';
}

export async function applyContent(
  tx: Tx,
  items: {
    pages: readonly TSeedPage[];
    chrome: Partial<Record<string, TChromeData>>;
    redirections: readonly { fromPath: string; toPath: string; statusCode: 301 | 302 }[];
  },
): Promise<ApplyReport> {
  const r: ApplyReport = { inserted: 0, updated: 0, unchanged: 0, skipped: [] };

  const pageRows = await tx
    .select({
      urlPath: contentPages.urlPath,
      language: contentPages.language,
      seedVersion: contentPages.seedVersion,
      editedAt: contentPages.editedAt,
    })
    .from(contentPages);
  const pagesNow = new Map(pageRows.map((p) => [`${p.language}|${p.urlPath}`, p]));
  for (const p of items.pages) {
    const page = ZStoredPage.parse(p.page);
    const values = {
      productId: p.productId,
      pageTypeId: p.pageTypeId,
      metaData: page.metaData,
      blocks: page.jsonData,
      published: p.status === 'published',
    };
    const seedVersion = contentVersion(values);
    const action = decide(
      pagesNow.get(`${p.language}|${p.urlPath}`),
      seedVersion,
      `page ${p.language} ${p.urlPath}`,
      r,
    );
    if (action === 'insert') {
      await tx
        .insert(contentPages)
        .values({ urlPath: p.urlPath, language: p.language, ...values, seedVersion });
      r.inserted++;
    } else if (action === 'update') {
      await tx
        .update(contentPages)
        .set({ ...values, seedVersion, updatedAt: sql`now()` })
        .where(and(eq(contentPages.urlPath, p.urlPath), eq(contentPages.language, p.language)));
      r.updated++;
    }
  }

  const chromeRows = await tx
    .select({
      language: siteChrome.language,
      seedVersion: siteChrome.seedVersion,
      editedAt: siteChrome.editedAt,
    })
    .from(siteChrome);
  const chromeNow = new Map(chromeRows.map((c) => [c.language, c]));
  for (const [language, data] of Object.entries(items.chrome)) {
    if (!data) continue;
    const chrome = ZChromeData.parse(data);
    const seedVersion = contentVersion(chrome);
    const action = decide(chromeNow.get(language), seedVersion, `chrome ${language}`, r);
    if (action === 'insert') {
      await tx.insert(siteChrome).values({ language, data: chrome, seedVersion });
      r.inserted++;
    } else if (action === 'update') {
      await tx
        .update(siteChrome)
        .set({ data: chrome, seedVersion, updatedAt: sql`now()` })
        .where(eq(siteChrome.language, language));
      r.updated++;
    }
  }

  const redirectionRows = await tx
    .select({
      fromPath: redirections.fromPath,
      seedVersion: redirections.seedVersion,
      editedAt: redirections.editedAt,
    })
    .from(redirections);
  const redirectionsNow = new Map(redirectionRows.map((x) => [x.fromPath, x]));
  for (const x of items.redirections) {
    const values = { toPath: x.toPath, statusCode: x.statusCode };
    const seedVersion = contentVersion(values);
    const action = decide(redirectionsNow.get(x.fromPath), seedVersion, `redirection ${x.fromPath}`, r);
    if (action === 'insert') {
      await tx.insert(redirections).values({ fromPath: x.fromPath, ...values, seedVersion });
      r.inserted++;
    } else if (action === 'update') {
      await tx
        .update(redirections)
        .set({ ...values, seedVersion, updatedAt: sql`now()` })
        .where(eq(redirections.fromPath, x.fromPath));
      r.updated++;
    }
  }
  return r;
}
