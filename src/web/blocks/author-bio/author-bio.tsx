import { useT } from '../../i18n/use-t';
import { Bidi } from '../bidi';
import { ArticleCard, AuthorCard } from '../editorial-common/common';
import type { BlockProps } from '../types';

/** AUTHOR_BIO: an author's page: photo, name, designation, biography, then the articles the document lists. */
export function AuthorBioBlock({ block, ctx }: BlockProps<'AUTHOR_BIO'>) {
  const { t } = useT('blocksEditorial');
  return (
    <section className="author-bio">
      <AuthorCard author={block.authorData} ctx={ctx} withBio heading="h2" />
      {block.rows.length > 0 ? (
        <>
          <h3 className="author-bio__articles">
            <Bidi text={t('authorBio.articles', { name: block.authorData.name })} dir={ctx.dir} />
          </h3>
          <ul className="ed-row" role="list">
            {block.rows.map((item, i) => (
              <li key={i} className="ed-row__item">
                <ArticleCard item={item} ctx={ctx} headingLevel={4} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
