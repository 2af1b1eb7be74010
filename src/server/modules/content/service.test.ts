import { describe, expect, it } from 'vitest';
import { ZStoredPage } from '../../../shared/contracts/page';
import { seedChrome, seedPages } from '../../../db/seed/content/index';
import type { ContentRepo, PageBundle } from './repo';
import { contentService, parsedChromeMemo, parsedDocumentMemo } from './service';

const car = seedPages.find((p) => p.urlPath === '/car-insurance/' && p.language === 'en');
if (!car) throw new Error('seed has no car page');
const stored = ZStoredPage.parse(car.page);

/** Every call answers fresh objects, as rows decoded from PostgreSQL do. */
function fakeRepo(row: { blocks: unknown; updatedAt: Date }) {
  const calls = { pageBundle: 0 };
  const repo = {
    async pageBundle(): Promise<PageBundle> {
      calls.pageBundle++;
      return {
        pages: [
          {
            language: 'en',
            productId: car!.productId,
            pageTypeId: car!.pageTypeId,
            metaData: structuredClone(stored.metaData),
            blocks: structuredClone(row.blocks),
            updatedAt: new Date(row.updatedAt),
          },
          {
            language: 'ar',
            productId: car!.productId,
            pageTypeId: car!.pageTypeId,
            metaData: null,
            blocks: null,
            updatedAt: new Date(row.updatedAt),
          },
        ],
        redirect: undefined,
        chrome: new Map(),
      };
    },
  } as unknown as ContentRepo;
  return { repo, calls };
}

describe('content service: parsed documents memo (decision 0026)', () => {
  it('serves the same parsed blocks while updated_at is unchanged', async () => {
    const row = { blocks: stored.jsonData, updatedAt: new Date('2026-01-01T00:00:00.000Z') };
    const { repo, calls } = fakeRepo(row);
    const content = contentService(repo);
    const a = await content.resolve('/car-insurance/', 'en', '/car-insurance/');
    const b = await content.resolve('/car-insurance/', 'en', '/car-insurance/');
    expect(calls.pageBundle).toBe(2); // still one round trip per render: only the parse is memoised
    expect(a.page?.blocks.length).toBeGreaterThan(0);
    expect(b.page?.blocks).toBe(a.page?.blocks);
    expect(b.page?.metaData).toBe(a.page?.metaData);
    // Per-request parts stay per request.
    expect(b.page?.alternates.map((x) => x.code)).toEqual(['en', 'ar']);
    expect(b.page).not.toBe(a.page);
  });

  it('parses again when updated_at changes, and shows the new blocks', async () => {
    const row = { blocks: stored.jsonData as unknown[], updatedAt: new Date('2026-01-01T00:00:00.000Z') };
    const { repo } = fakeRepo(row);
    const content = contentService(repo);
    const before = (await content.resolve('/car-insurance/', 'en', '/car-insurance/')).page;
    row.blocks = row.blocks.slice(1);
    row.updatedAt = new Date('2026-01-01T00:00:00.001Z');
    const after = (await content.resolve('/car-insurance/', 'en', '/car-insurance/')).page;
    expect(after?.blocks).not.toBe(before?.blocks);
    expect(after?.blocks.length).toBe((before?.blocks.length ?? 0) - 1);
    expect(after?.blocks).toEqual(before?.blocks.slice(1));
  });

  it('parses again when the stored blocks change without updated_at (a write made with SQL)', async () => {
    const row = { blocks: stored.jsonData as unknown[], updatedAt: new Date('2026-01-01T00:00:00.000Z') };
    const { repo } = fakeRepo(row);
    const content = contentService(repo);
    const before = (await content.resolve('/car-insurance/', 'en', '/car-insurance/')).page;
    row.blocks = [{ type: 'TEXT', key: 'sql-marker', content: '<p>Written with SQL</p>' }, ...row.blocks];
    const after = (await content.resolve('/car-insurance/', 'en', '/car-insurance/')).page;
    expect(after?.blocks).not.toBe(before?.blocks);
    expect(after?.blocks[0]).toMatchObject({ type: 'TEXT', key: 'sql-marker' });
    expect(after?.blocks.slice(1)).toEqual(before?.blocks);
  });

  it('keeps reporting skipped blocks on every render of a memoised document', async () => {
    const row = {
      blocks: [{ type: 'NO_SUCH_BLOCK' }, ...(stored.jsonData as unknown[])],
      updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    };
    const { repo } = fakeRepo(row);
    const content = contentService(repo);
    for (let i = 0; i < 2; i++) {
      const page = (await content.resolve('/car-insurance/', 'en', '/car-insurance/')).page;
      expect(page?.skipped).toEqual([{ index: 0, type: 'NO_SUCH_BLOCK', reason: 'unknown block type' }]);
    }
  });

  it('is bounded and keyed by path and language', () => {
    const memo = parsedDocumentMemo(2);
    const row = (updatedAt: number) => ({
      productId: car.productId,
      pageTypeId: car.pageTypeId,
      metaData: stored.metaData,
      blocks: stored.jsonData,
      updatedAt: new Date(updatedAt),
    });
    const a = memo.get('/a/', 'en', row(1));
    expect(memo.get('/a/', 'en', row(1))).toBe(a);
    expect(memo.get('/a/', 'ar', row(1))).not.toBe(a);
    memo.get('/b/', 'en', row(1));
    expect(memo.size).toBe(2);
    // '/a/' en was the oldest entry: it was dropped to make room.
    expect(memo.get('/a/', 'en', row(1))).not.toBe(a);
    expect(memo.size).toBe(2);
  });
});

describe('content service: parsed chrome memo (decision 0026)', () => {
  it('reuses the checked chrome while the stored data is the same, and checks a change again', () => {
    const memo = parsedChromeMemo();
    const a = memo('en', structuredClone(seedChrome.en));
    expect(a?.menu.length).toBeGreaterThan(0);
    expect(memo('en', structuredClone(seedChrome.en))).toBe(a);
    const changed = structuredClone(seedChrome.en)!;
    changed.footer.address = 'Changed address';
    const b = memo('en', changed);
    expect(b).not.toBe(a);
    expect(b?.footer.address).toBe('Changed address');
    expect(memo('ar', structuredClone(seedChrome.en))).not.toBe(a); // per language
  });

  it('answers undefined for missing or invalid chrome, so pages fall back', () => {
    const memo = parsedChromeMemo();
    expect(memo('hi', undefined)).toBeUndefined();
    expect(memo('hi', { menu: 'nope' })).toBeUndefined();
    expect(memo('hi', { menu: 'nope' })).toBeUndefined();
  });
});

describe('content service: versioned rows (decision 0032)', () => {
  const versioned = (version: string, blocks: unknown = stored.jsonData) => ({
    productId: car.productId,
    pageTypeId: car.pageTypeId,
    metaData: JSON.stringify(stored.metaData),
    blocks: JSON.stringify(blocks),
    updatedAt: new Date('2026-01-01T00:00:00.000Z'),
    version,
  });

  it('parses the JSON text once per row version and again when the version changes', () => {
    const memo = parsedDocumentMemo();
    const a = memo.get('/car-insurance/', 'en', versioned('100'));
    expect(a.blocks.length).toBe(stored.jsonData.length);
    expect(a.metaData).toEqual(ZStoredPage.parse(car.page).metaData);
    expect(memo.get('/car-insurance/', 'en', versioned('100'))).toBe(a);
    const fewer = (stored.jsonData as unknown[]).slice(1);
    const b = memo.get('/car-insurance/', 'en', versioned('101', fewer));
    expect(b).not.toBe(a);
    expect(b.blocks.length).toBe(fewer.length);
  });

  it('checks the chrome text once per row version and again when the version changes', () => {
    const memo = parsedChromeMemo();
    const a = memo('en', JSON.stringify(seedChrome.en), '7');
    expect(a?.menu.length).toBeGreaterThan(0);
    expect(memo('en', JSON.stringify(seedChrome.en), '7')).toBe(a);
    const changed = structuredClone(seedChrome.en)!;
    changed.footer.address = 'Changed address';
    const b = memo('en', JSON.stringify(changed), '8');
    expect(b).not.toBe(a);
    expect(b?.footer.address).toBe('Changed address');
  });
});
