import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { BLOCK_TYPES, ZBlock } from '../../src/shared/contracts/blocks';
import { ZImageSrc } from '../../src/shared/contracts/image-origins';
import { BlockForm } from '../../src/web/console/pages/block-form';
import { blockSpec, fromDraft, toDraft } from '../../src/web/console/pages/block-schema';
import {
  altFieldOf,
  chooseImage,
  IMAGE_FIELDS,
  isImageField,
} from '../../src/web/console/pages/image-fields';

type Def = {
  type: string;
  innerType?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  options?: z.ZodType[];
};
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** A field that holds an image address: the contracts' image schema, or a text field named like an image. */
const IMAGE_NAME = /image|img|logo|icon|thumbnail|cover|^src$/i;

/** Every text field of every block contract that holds an image address: `TYPE name`. */
function imageFields(): { type: string; name: string }[] {
  const out: { type: string; name: string }[] = [];
  const unwrap = (s: z.ZodType): z.ZodType => {
    const d = defOf(s);
    return ['optional', 'nullable', 'default'].includes(d.type) ? unwrap(d.innerType!) : s;
  };
  const walk = (s: z.ZodType, type: string) => {
    const d = defOf(s);
    if (['optional', 'nullable', 'default'].includes(d.type)) return walk(d.innerType!, type);
    if (d.type === 'array') return walk(d.element!, type);
    if (d.type === 'record') return walk(d.valueType!, type);
    if (d.type === 'union') return d.options!.forEach((o) => walk(o, type));
    if (d.type !== 'object') return;
    for (const [name, field] of Object.entries(d.shape ?? {})) {
      const inner = unwrap(field);
      const isText = defOf(inner).type === 'string';
      if (inner === ZImageSrc || (isText && IMAGE_NAME.test(name) && !/alt/i.test(name)))
        out.push({ type, name });
      walk(field, type);
    }
  };
  for (const o of ZBlock.options) walk(o as z.ZodType, (o.shape.type as z.ZodLiteral<string>).value);
  return out;
}

describe('image fields of the block forms', () => {
  const found = imageFields();

  it('finds the image fields of the contracts', () => {
    expect(BLOCK_TYPES.length).toBeGreaterThanOrEqual(62);
    expect(new Set(found.map((f) => f.name)).size).toBeGreaterThanOrEqual(10);
  });

  it('lists every image field of every block type in IMAGE_FIELDS, and nothing else', () => {
    const unlisted = found.filter((f) => !(f.name in IMAGE_FIELDS)).map((f) => `${f.type}.${f.name}`);
    expect(unlisted).toEqual([]);
    const names = new Set(found.map((f) => f.name));
    expect(Object.keys(IMAGE_FIELDS).filter((n) => !names.has(n))).toEqual([]);
  });

  it('names an alternative-text field that sits beside its image field in some block', () => {
    for (const [name, alt] of Object.entries(IMAGE_FIELDS)) {
      if (!alt) continue;
      const besides = BLOCK_TYPES.some((type) => {
        const groups: ReturnType<typeof blockSpec>[] = [];
        const collect = (s: ReturnType<typeof blockSpec>) => {
          if (s.kind === 'group') {
            groups.push(s);
            s.fields.forEach((f) => collect(f.spec));
          } else if (s.kind === 'list') collect(s.item);
          else if (s.kind === 'maybe') collect(s.inner);
          else if (s.kind === 'either') s.options.forEach(collect);
          else if (s.kind === 'map') collect(s.value);
        };
        collect(blockSpec(type));
        return groups.some(
          (g) => g.kind === 'group' && g.fields.some((f) => f.name === name) && altFieldOf(g, name),
        );
      });
      expect(besides, `${name} → ${alt}`).toBe(true);
    }
  });

  it('chooses an image: the address, the empty alt text beside it, and the size of an image object', () => {
    const spec = blockSpec('PARTNERS');
    const block = ZBlock.parse({
      type: 'PARTNERS',
      key: 'logos',
      logos: [{ name: 'Bank', image: { src: '/assets/a.png', alt: '', width: 10, height: 10 } }],
    });
    const d = toDraft(spec, block);
    if (d.k !== 'group') throw new Error('group');
    const logos = d.fields.logos;
    if (logos?.k !== 'list') throw new Error('list');
    const image = logos.items[0]!.d;
    if (image.k !== 'group') throw new Error('group');
    const imgDraft = image.fields.image!;
    const imgSpec = (spec.kind === 'group' && spec.fields.find((f) => f.name === 'logos')!.spec) as {
      kind: 'list';
      item: { kind: 'group'; fields: { name: string; spec: ReturnType<typeof blockSpec> }[] };
    };
    const objSpec = imgSpec.item.fields.find((f) => f.name === 'image')!.spec;
    expect(isImageField('src', objSpec.kind === 'group' ? objSpec.fields[0]!.spec : objSpec)).toBe(true);
    const chosen = chooseImage(objSpec, imgDraft, 'src', {
      url: '/media/u/abcdefghijkl.png',
      alt: 'A bank logo',
      width: 320,
      height: 120,
    });
    expect(fromDraft(objSpec, chosen)).toEqual({
      src: '/media/u/abcdefghijkl.png',
      alt: 'A bank logo',
      width: 320,
      height: 120,
    });
    // An alt text already written is kept.
    const kept = chooseImage(objSpec, chosen, 'src', {
      url: '/media/u/b.png',
      alt: 'other',
      width: 1,
      height: 1,
    });
    expect(fromDraft(objSpec, kept)).toMatchObject({ src: '/media/u/b.png', alt: 'A bank logo' });
  });

  it('fills an optional image field and its empty optional alt text', () => {
    const spec = blockSpec('PRODUCTS_LIST');
    const d = toDraft(spec, {
      type: 'PRODUCTS_LIST',
      key: 'p',
      rows: [{ label: 'Car', url: '/car-insurance/' }],
    });
    const rows = d.k === 'group' ? d.fields.rows : undefined;
    const tileSpec = spec.kind === 'group' ? spec.fields.find((f) => f.name === 'rows')?.spec : undefined;
    if (rows?.k !== 'list' || tileSpec?.kind !== 'list') throw new Error('rows');
    const item = chooseImage(tileSpec.item, rows.items[0]!.d, 'imageUrl', {
      url: '/media/u/abcdefghijkl.webp',
      alt: 'A car',
      width: 10,
      height: 10,
    });
    expect(fromDraft(tileSpec.item, item)).toMatchObject({
      label: 'Car',
      imageUrl: '/media/u/abcdefghijkl.webp',
      imageAltText: 'A car',
    });
  });

  it('shows the current image beside an image field of a rendered form', () => {
    const spec = blockSpec('WHYBUY');
    const d = toDraft(spec, {
      type: 'WHYBUY',
      key: 'why',
      title: 'Why',
      items: [{ heading: 'Fast', logo: '/media/u/abcdefghijkl.png' }],
    });
    const t = (key: string, vars?: Record<string, string | number>) => String(vars?.defaultValue ?? key);
    const html = renderToStaticMarkup(<BlockForm spec={spec} d={d} set={() => undefined} t={t} />);
    expect(html).toContain('<img class="cp-ip-thumb" src="/media/u/abcdefghijkl.png" alt=""/>');
    // An address on one line, although the contract allows 500 characters (a textarea from 300).
    expect(html).toMatch(/<input [^>]*data-path="items\.0\.logo"/);
    expect(html).not.toMatch(/<textarea [^>]*data-path="items\.0\.logo"/);
  });
});
