import type { Draft, Spec } from './block-schema';

/**
 * The block fields that hold an image address (a site path such as `/media/u/<id>.png`, decision 0124), by field
 * name, each with the field beside it that holds the image's alternative text (null when the contract has none).
 * The one list the block forms read: a text field with one of these names gets a thumbnail and 'Choose image'
 * (image-picker.tsx). test/unit/console-pages-image-fields.test.ts walks every block contract and fails when an
 * image field is not listed here.
 */
export const IMAGE_FIELDS: Readonly<Record<string, string | null>> = {
  src: 'alt',
  image: 'imageAlt',
  hoverImage: null,
  imageUrl: 'imageAltText',
  img: 'imgAlt',
  imgUrl: 'imgAlt',
  icon: 'iconAlt',
  iconUrl: null,
  logo: null,
  thumbnail: null,
  pageImageUrl: 'pageImageAltText',
  secondaryImageUrl: null,
  coverImageUrl: 'coverImageAlt',
  coverImageUrlWebp: null,
  mobileCoverImage: null,
};

/** The text spec under optional / nullable / default wrappers. */
const scalarOf = (spec: Spec): Spec => (spec.kind === 'maybe' ? spec.inner : spec);

/** Whether a field of a group is an image address: a listed name holding text. */
export const isImageField = (name: string, spec: Spec): boolean =>
  Object.hasOwn(IMAGE_FIELDS, name) && scalarOf(spec).kind === 'string';

/** A text draft's text (through an optional wrapper); '' when absent. */
export function textOf(d: Draft | undefined): string {
  if (!d) return '';
  if (d.k === 'maybe') return d.state === 'set' ? textOf(d.d) : '';
  return d.k === 'text' ? d.v : '';
}

/** The draft of a text field holding `v`, whether the field is optional or not. */
function textDraft(spec: Spec, v: string): Draft {
  if (spec.kind !== 'maybe') return { k: 'text', v };
  return { k: 'maybe', state: v === '' ? (spec.optional ? 'absent' : 'null') : 'set', d: { k: 'text', v } };
}

/** The alternative-text field beside an image field in a group, when the contract has one and it holds text. */
export function altFieldOf(group: Spec, name: string): string | null {
  const alt = IMAGE_FIELDS[name] ?? null;
  if (!alt || group.kind !== 'group') return null;
  const f = group.fields.find((x) => x.name === alt);
  return f && scalarOf(f.spec).kind === 'string' ? alt : null;
}

export type ChosenImage = { url: string; alt: string | null; width: number; height: number };

/**
 * A group's draft with an image chosen for `name`: the address in the field; the alternative text in the field
 * beside it when `alt` is given and that field is empty; the image's size in `width` and `height` when the group
 * has them (an image object of the contracts: the page reserves its box from them).
 */
export function chooseImage(group: Spec, d: Draft, name: string, img: ChosenImage): Draft {
  if (group.kind !== 'group' || d.k !== 'group') return d;
  const specOfField = (n: string) => group.fields.find((x) => x.name === n)?.spec;
  const fields: Record<string, Draft> = { ...d.fields };
  const own = specOfField(name);
  if (own) fields[name] = textDraft(own, img.url);
  const altName = altFieldOf(group, name);
  if (altName && img.alt && textOf(fields[altName]).trim() === '')
    fields[altName] = textDraft(specOfField(altName)!, img.alt);
  if (name === 'src')
    for (const [n, v] of [
      ['width', img.width],
      ['height', img.height],
    ] as const) {
      const s = specOfField(n);
      if (s && scalarOf(s).kind === 'number') fields[n] = textDraft(s, String(v));
    }
  return { ...d, fields };
}

/** An image field's spec shown on one line (an address, not a paragraph, however long the contract lets it be). */
export function fieldSpec(name: string, spec: Spec): Spec {
  if (!isImageField(name, spec)) return spec;
  if (spec.kind === 'maybe' && spec.inner.kind === 'string')
    return { ...spec, inner: { ...spec.inner, long: false } };
  return spec.kind === 'string' ? { ...spec, long: false } : spec;
}
