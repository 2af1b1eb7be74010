import { BLOCK_TYPES, type TBlockType } from '../../shared/contracts/blocks';
import type { TBlockData } from '../../shared/contracts/block-data';
import { BlockRenderer } from '../blocks/registry';
import type { BlockContext } from '../blocks/types';
import type { GalleryEntry } from '../blocks/gallery-types';
import { coreGallery, coreGalleryData } from '../blocks/gallery-core';
import { navGallery } from '../blocks/gallery-nav';
import { editorialGallery } from '../blocks/gallery-editorial';
import { commerceGallery } from '../blocks/gallery-commerce';
import { companyGallery } from '../blocks/gallery-company';
import { leadsGallery } from '../blocks/gallery-leads';
import { contentLang, localized } from '../../shared/i18n/localized';

/**
 * The block gallery (`/dev/blocks/`, decision 0039): a development tool behind DEV_TOOLS (decision 0024), never
 * indexed or cached. Every block type of the registry under a heading with its type name, with the fixtures of the
 * page's language, a table of contents, and the types that have no story yet. The gallery's own words are English
 * (a tool for developers); the page keeps its language's direction.
 */

/** Every group's stories, merged by type in the order of the block union. */
export function galleryEntries(
  groups: readonly (readonly GalleryEntry[])[] = [
    coreGallery,
    navGallery,
    editorialGallery,
    commerceGallery,
    companyGallery,
    leadsGallery,
  ],
): Map<TBlockType, { en: GalleryEntry['en']; ar: GalleryEntry['ar']; notes: string[] }> {
  const byType = new Map<TBlockType, { en: GalleryEntry['en']; ar: GalleryEntry['ar']; notes: string[] }>();
  for (const group of groups) {
    for (const e of group) {
      const found = byType.get(e.type) ?? { en: [], ar: [], notes: [] };
      found.en = [...found.en, ...e.en];
      found.ar = [...found.ar, ...e.ar];
      if (e.note) found.notes.push(e.note);
      byType.set(e.type, found);
    }
  }
  const order = new Map(BLOCK_TYPES.map((t, i) => [t, i]));
  return new Map([...byType].sort(([a], [b]) => (order.get(a) ?? 999) - (order.get(b) ?? 999)));
}

/** The stories' server data: the core's; other groups' blocks render from their own document data. */
const galleryData: TBlockData = coreGalleryData;

export function BlockGallery({ ctx }: { ctx: BlockContext }) {
  const entries = galleryEntries();
  // The gallery's fixtures are English and Arabic (a development tool); other pages show the English ones.
  const lang = contentLang(ctx.lang) === 'ar' ? 'ar' : 'en';
  const shown = [...entries].filter(([, e]) => e[lang].length > 0);
  const missing = BLOCK_TYPES.filter((t) => !entries.get(t) || entries.get(t)?.[lang].length === 0);
  const blockCtx: BlockContext = { ...ctx, data: galleryData };
  return (
    <div className="block-gallery" dir={ctx.dir}>
      <header className="block-gallery__intro">
        <h1>Block gallery</h1>
        <p>
          Development tool: every block type of the registry with its{' '}
          {localized({ en: 'English', ar: 'Arabic' }, lang)} fixtures. {shown.length} of {BLOCK_TYPES.length}{' '}
          types have a story.
        </p>
      </header>
      <nav className="block-gallery__toc" aria-label="Block types">
        <h2>Block types</h2>
        <ol>
          {shown.map(([type]) => (
            <li key={type}>
              <a href={`#${type}`}>
                <bdi>{type}</bdi>
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <section className="block-gallery__missing" aria-labelledby="block-gallery-missing">
        <h2 id="block-gallery-missing">Types without a story yet ({missing.length})</h2>
        {missing.length === 0 ? (
          <p>None: every block type has a story in this language.</p>
        ) : (
          <ul data-testid="gallery-missing">
            {missing.map((type) => (
              <li key={type}>
                <bdi>{type}</bdi>
              </li>
            ))}
          </ul>
        )}
      </section>
      {shown.map(([type, e]) => (
        <section key={type} className="block-gallery__story" aria-labelledby={type} data-block-type={type}>
          <h2 id={type} className="block-gallery__type">
            <bdi>{type}</bdi>
          </h2>
          {e.notes.length > 0 ? <p className="block-gallery__note">{e.notes.join(' ')}</p> : null}
          <div className="block-gallery__blocks">
            <BlockRenderer blocks={e[lang]} ctx={blockCtx} />
          </div>
        </section>
      ))}
    </div>
  );
}
