import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLOCK_TYPES, ZBlock, type TBlock, type TBlockType } from '../../src/shared/contracts/blocks';
import { contentRoot, fill, readStructure } from '../../src/db/seed/data/texts';
import { galleryEntries } from '../../src/web/dev-gallery/block-gallery';
import { BlockForm } from '../../src/web/console/pages/block-form';
import {
  blockSpec,
  fromDraft,
  humanise,
  specOf,
  toDraft,
  UnsupportedSchema,
} from '../../src/web/console/pages/block-schema';

const t = (key: string, vars?: Record<string, string | number>) => String(vars?.defaultValue ?? key);

/** Example blocks per type: the stored pages (structure with its English and Arabic texts), then the gallery's. */
function examples(): Map<TBlockType, TBlock[]> {
  const byType = new Map<TBlockType, TBlock[]>();
  const add = (b: unknown) => {
    const parsed = ZBlock.safeParse(b);
    if (!parsed.success) return;
    const type = (b as TBlock).type;
    byType.set(type, [...(byType.get(type) ?? []), b as TBlock]);
  };
  for (const f of readdirSync(join(contentRoot(), 'structure', 'pages'))) {
    const name = `pages/${f.replace(/\.json$/, '')}`;
    for (const lang of ['en', 'ar'] as const) {
      const doc = fill<{ page?: { jsonData?: unknown[] } }>(readStructure(name), lang, name);
      for (const b of doc?.page?.jsonData ?? []) add(b);
    }
  }
  for (const [, e] of galleryEntries()) for (const b of [...e.en, ...e.ar]) add(b);
  return byType;
}

describe('block forms from the zod contracts', () => {
  const byType = examples();

  it('has a stored or gallery example of every block type', () => {
    expect(BLOCK_TYPES.length).toBeGreaterThanOrEqual(60);
    expect(BLOCK_TYPES.filter((type) => !byType.has(type))).toEqual([]);
  });

  for (const type of BLOCK_TYPES) {
    it(`${type}: a form exists and every example survives form → value unchanged`, () => {
      const spec = blockSpec(type);
      expect(spec.kind).toBe('group');
      for (const block of byType.get(type) ?? []) {
        const draft = toDraft(spec, block);
        const back = fromDraft(spec, draft);
        expect(back).toEqual(block);
        expect(ZBlock.safeParse(back).success).toBe(true);
        const html = renderToStaticMarkup(<BlockForm spec={spec} d={draft} set={() => undefined} t={t} />);
        // The key is the first input; the block's type is the heading's, not a field.
        expect(html).toContain(`value="${block.key.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`);
        expect(html).not.toContain(`<bdi class="cp-fixed">${type}</bdi>`);
      }
    });
  }

  it('fails on a zod type it cannot render, naming the path', () => {
    const bad = z.object({ a: z.object({ when: z.date() }) });
    expect(() => specOf(bad)).toThrow(UnsupportedSchema);
    expect(() => specOf(bad)).toThrow(/'date' at 'a\.when'/);
  });

  it('keeps absent, null and empty apart, numbers as typed, and union options by value', () => {
    const schema = z.object({
      s: z.string().optional(),
      n: z.number().int().nullable().default(null),
      e: z.enum(['x', 'y']).optional(),
      lit: z.union([z.literal(1), z.literal(2)]).default(1),
      u: z.record(z.string(), z.union([z.string(), z.number()])),
      b: z.boolean().optional(),
    });
    const spec = specOf(schema);
    for (const v of [
      { u: {} },
      { s: '', n: null, e: 'y', lit: 2, u: { a: 'one', b: 2 }, b: false },
      { s: 'text', n: 0, u: {}, b: true },
    ])
      expect(fromDraft(spec, toDraft(spec, v))).toEqual(v);
    const html = renderToStaticMarkup(
      <BlockForm spec={spec} d={toDraft(spec, { n: 12, u: { k: 'v' } })} set={() => undefined} t={t} />,
    );
    expect(html).toContain('value="12"');
    expect(html).toContain('value="k"');
  });

  it('gives long and HTML texts a textarea and short ones an input with their limit', () => {
    const html = renderToStaticMarkup(
      <BlockForm
        spec={blockSpec('TEXT')}
        d={toDraft(blockSpec('TEXT'), { key: 'k', type: 'TEXT', title: 'T', content: '<p>x</p>' })}
        set={() => undefined}
        t={t}
      />,
    );
    // Texts take the direction of what is typed (Arabic in the English console, English in the Arabic one).
    expect(html).toContain('<input data-path="title" dir="auto" maxLength="300" value="T"/>');
    expect(html).toMatch(
      /<textarea rows="6" dir="auto" data-path="content">&lt;p&gt;x&lt;\/p&gt;<\/textarea>/,
    );
  });

  it('picks a discriminated union’s option by its literal and edits a pipe as its input', () => {
    const schema = z.discriminatedUnion('productId', [
      z.object({ productId: z.literal(1), car: z.object({ agency: z.boolean() }) }),
      z.object({ productId: z.literal(3), health: z.object({ copay: z.number().readonly() }) }),
    ]);
    const spec = specOf(schema);
    const health = { productId: 3, health: { copay: 20 } };
    const d = toDraft(spec, health);
    expect(d.k === 'either' && d.opt).toBe(1);
    expect(fromDraft(spec, d)).toEqual(health);
    const piped = specOf(z.object({ n: z.string().transform(Number), p: z.preprocess(String, z.string()) }));
    expect(piped).toEqual({
      kind: 'group',
      fields: [
        { name: 'n', spec: expect.objectContaining({ kind: 'string' }) },
        { name: 'p', spec: expect.objectContaining({ kind: 'string' }) },
      ],
    });
  });

  it('humanises field names', () => {
    expect(humanise('fieldValues')).toBe('Field values');
    expect(humanise('ctaUrl')).toBe('Cta url');
    expect(humanise('tab_title')).toBe('Tab title');
  });
});
