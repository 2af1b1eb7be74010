import type { TBlockOf } from '../../../shared/contracts/blocks';
import { useT } from '../../i18n/use-t';
import { SafeHtml } from '../../safe/safe-html';
import { Bidi } from '../bidi';
import { SubscribeBox } from '../ceo-blog/subscribe-box';
import { DateText, PageNav } from '../editorial-common/common';
import { contentHref } from '../links/links';
import type { BlockContext, BlockProps } from '../types';

type Block = TBlockOf<'ARTICLE_DETAILS'>;

/** The table of contents: one link per section, to the section's `<h2 id>` (decision 0104). */
function Toc({ block, ctx }: { block: Block; ctx: BlockContext }) {
  const { t } = useT('articlePage');
  const sections = block.sections ?? [];
  if (sections.length < 2) return null;
  const id = `${block.key}-toc`;
  return (
    <nav className="article-toc" aria-labelledby={id}>
      <h3 className="article-toc__title" id={id}>
        {t('contents')}
      </h3>
      <ol className="article-toc__list">
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>
              <Bidi text={s.heading} dir={ctx.dir} />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Related reading: the site paths the article names, each with its page's name. */
function Related({ block, ctx }: { block: Block; ctx: BlockContext }) {
  const { t } = useT('articlePage');
  const links = (block.related ?? []).flatMap((l) => {
    const href = contentHref(l.refUrl, ctx.lang);
    return href ? [{ href, name: l.pageName }] : [];
  });
  if (links.length === 0) return null;
  const id = `${block.key}-related`;
  return (
    <aside className="article-related" aria-labelledby={id}>
      <h2 className="article-related__title" id={id}>
        {t('related')}
      </h2>
      <ul className="article-related__list">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href}>
              <Bidi text={l.name} dir={ctx.dir} />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * ARTICLE_DETAILS: the article (title, author, dates, introduction, table of contents, sections), its related
 * reading and previous / next links (docs/product/content.md; decision 0104).
 */
export function ArticleDetailsBlock({ block, ctx }: BlockProps<'ARTICLE_DETAILS'>) {
  const { t } = useT('blocksEditorial');
  const page = useT('articlePage').t;
  const author = block.authorData;
  const authorHref = author?.profileUrl ? contentHref(author.profileUrl, ctx.lang) : undefined;
  const published = block.datePublished && block.datePublished !== block.updatedOn;
  return (
    <article className="article-details">
      <header className="article-details__header">
        <h2 className="article-details__title">
          <Bidi text={block.title} dir={ctx.dir} />
        </h2>
        {block.updatedOn || author ? (
          <p className="article-details__meta">
            {author ? (
              <span className="article-details__author">
                {authorHref ? (
                  <a href={authorHref} rel="author">
                    {t('articleDetails.by', { name: author.name })}
                  </a>
                ) : (
                  t('articleDetails.by', { name: author.name })
                )}
                {author.designation ? (
                  <>
                    {', '}
                    <Bidi text={author.designation} dir={ctx.dir} />
                  </>
                ) : null}
              </span>
            ) : null}
            {published ? (
              <span>
                {page('published')} <DateText iso={block.datePublished} lang={ctx.lang} />
              </span>
            ) : null}
            {block.updatedOn ? (
              <span>
                {t('articleDetails.updated')} <DateText iso={block.updatedOn} lang={ctx.lang} />
              </span>
            ) : null}
          </p>
        ) : null}
      </header>
      <SafeHtml html={block.content} className="prose article-details__body" />
      <Toc block={block} ctx={ctx} />
      {(block.sections ?? []).map((s) => (
        <section key={s.id} className="article-details__section" aria-labelledby={s.id}>
          <h2 id={s.id} className="article-details__heading">
            <Bidi text={s.heading} dir={ctx.dir} />
          </h2>
          <SafeHtml html={s.body} className="prose article-details__body" />
        </section>
      ))}
      <Related block={block} ctx={ctx} />
      {block.subscribeBox ? <SubscribeBox ctx={ctx} id={`${block.key}-subscribe`} /> : null}
      <PageNav previous={block.previous} next={block.next} ctx={ctx} kind="articles" />
    </article>
  );
}
